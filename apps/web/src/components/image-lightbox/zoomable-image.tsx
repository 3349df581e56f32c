import { useState, type ReactNode } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { ImageLightbox } from './image-lightbox.tsx';

interface ZoomableImageProps {
  src: string;
  /** What the image shows; also names the button ('View {alt}') and the lightbox. */
  alt: string;
  /** The small rendering (an avatar, a logo); clicking or pressing Enter on it opens the lightbox. */
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** A thumbnail that opens the image lightbox. Focus returns to the thumbnail when the lightbox closes. */
export function ZoomableImage({ src, alt, children, sx }: ZoomableImageProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ButtonBase
        aria-label={`View ${alt}`}
        onClick={() => setOpen(true)}
        sx={[{ borderRadius: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {children}
      </ButtonBase>
      <ImageLightbox src={src} alt={alt} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
