import { useId } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { visuallyHidden } from '../visually-hidden.ts';

interface ImageLightboxProps {
  src: string;
  alt: string;
  open: boolean;
  onClose: () => void;
}

/** Spec §1 "image lightbox": one image shown large over the page; Esc, the backdrop or the close button end it. */
export function ImageLightbox({ src, alt, open, onClose }: ImageLightboxProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="lg"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: 'grey.900', position: 'relative' } } }}
    >
      <Box component="h2" id={titleId} sx={visuallyHidden}>
        {alt}
      </Box>
      <IconButton
        aria-label="Close image"
        onClick={onClose}
        sx={{ position: 'absolute', top: 4, right: 4, color: 'common.white', bgcolor: 'rgba(0,0,0,0.4)' }}
      >
        <CloseIcon />
      </IconButton>
      <Box
        component="img"
        src={src}
        alt={alt}
        sx={{ display: 'block', maxWidth: '90vw', maxHeight: '85vh', minWidth: 240, objectFit: 'contain' }}
      />
    </Dialog>
  );
}
