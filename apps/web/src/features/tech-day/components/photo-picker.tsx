import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import type { JobPhotoKind, JobPhotoWire } from '@employee-portal/core/jobs/job-photo.schema';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useRemoveJobPhoto, useUploadJobPhoto } from '../api/tech-day.ts';
import { photoDataUrl } from '../photo-data-url.ts';

interface PhotoPickerProps {
  jobId: number;
  kind: JobPhotoKind;
  label: string;
  photos: readonly JobPhotoWire[];
  /** Said under the button, e.g. that a photo is required. */
  helperText?: string;
}

/**
 * Photos straight from the phone's camera (`capture` opens it; a desktop browser offers its files instead). Each one
 * uploads as soon as it is taken, so a lost connection later does not lose the photos already sent.
 */
export function PhotoPicker({ jobId, kind, label, photos, helperText }: PhotoPickerProps) {
  const inputId = useId();
  const upload = useUploadJobPhoto(jobId);
  const remove = useRemoveJobPhoto(jobId);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = photos.filter((photo) => photo.kind === kind);

  const take = async (files: FileList | null) => {
    setFailure(null);
    for (const file of Array.from(files ?? [])) {
      try {
        await upload.mutateAsync({ kind, image: await photoDataUrl(file) });
      } catch (error) {
        setFailure(serverMessage(error));
      }
    }
  };

  return (
    <Box sx={{ my: 1 }}>
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        startIcon={<PhotoCameraIcon />}
        loading={upload.isPending}
        fullWidth
      >
        {label}
        <input
          id={inputId}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          hidden
          onChange={(event) => {
            void take(event.target.files);
            event.target.value = '';
          }}
        />
      </Button>
      {helperText && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {helperText}
        </Typography>
      )}
      {failure && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
          {failure}
        </Typography>
      )}
      {shown.length > 0 && (
        <Box component="ul" aria-label="Photos taken" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, mt: 1 }}>
          {shown.map((photo, index) => (
            <Box component="li" key={photo.id} sx={{ listStyle: 'none', position: 'relative' }}>
              <Box
                component="img"
                src={photo.url}
                alt={`Photo ${index + 1}`}
                sx={{ width: 88, height: 88, objectFit: 'cover', borderRadius: 1, display: 'block' }}
              />
              <IconButton
                size="small"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => remove.mutate(photo.id)}
                disabled={remove.isPending}
                sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
