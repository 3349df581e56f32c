import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { messages } from '@employee-portal/core/messages/catalogue';
import { avatarContentTypes, MAX_AVATAR_BYTES } from '@employee-portal/core/staff/invitation.schema';

interface LogoFieldProps {
  /** What the header will show: the new picture, the logo's address, or the franchise's logo. */
  shown: string | null;
  error: string | undefined;
  onPicked: (dataUrl: string) => void;
  onRemove: () => void;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/** Upload a picture (PNG, JPEG or WebP up to 2 MB, as the profile picture) or remove the logo. */
export function LogoField({ shown, error, onPicked, onRemove }: LogoFieldProps) {
  const inputId = useId();
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const message = tooLarge ?? error;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', my: 1 }}>
      <Box
        sx={{
          width: 96,
          height: 56,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {shown ? (
          <Box component="img" src={shown} alt="Logo" sx={{ maxWidth: '100%', maxHeight: '100%' }} />
        ) : (
          <Typography variant="caption" color="text.secondary">
            No logo
          </Typography>
        )}
      </Box>
      <Button component="label" htmlFor={inputId} variant="outlined">
        Upload Logo
        <input
          id={inputId}
          type="file"
          hidden
          accept={avatarContentTypes.join(',')}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            if (file.size > MAX_AVATAR_BYTES) {
              setTooLarge(messages.imageTooLarge);
              return;
            }
            setTooLarge(null);
            onPicked(await readAsDataUrl(file));
          }}
        />
      </Button>
      {shown && (
        <Button color="error" onClick={onRemove}>
          Remove Logo
        </Button>
      )}
      {message && (
        <FormHelperText error sx={{ flexBasis: '100%' }}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
