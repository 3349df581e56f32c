import { useRef, useState, type ChangeEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { avatarContentTypes, MAX_AVATAR_BYTES } from '@employee-portal/core/staff/invitation.schema';
import { messages } from '@employee-portal/core/messages/catalogue';
import type { StaffDetail } from '@employee-portal/core/staff/staff.schema';
import { ImageLightbox } from '../../../components/image-lightbox/image-lightbox.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useRemoveAvatar, useUploadAvatar } from '../api/staff.ts';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

/** The member's picture: uploaded as a data URL, shown large in the shared lightbox. */
export function StaffAvatar({ member }: { member: StaffDetail }) {
  const upload = useUploadAvatar(member.id);
  const remove = useRemoveAvatar(member.id);
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [viewing, setViewing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(avatarContentTypes as readonly string[]).includes(file.type)) return setProblem(messages.imageType);
    if (file.size > MAX_AVATAR_BYTES) return setProblem(messages.imageTooLarge);
    setProblem(null);
    try {
      const image = await readAsDataUrl(file);
      upload.mutate(image, {
        onSuccess: () => notify('The picture was saved.'),
        onError: (error) => setProblem(serverMessage(error)),
      });
    } catch {
      setProblem(messages.somethingWentWrong);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      {member.avatar_url ? (
        <ButtonBase
          onClick={() => setViewing(true)}
          aria-label={`View picture of ${member.full_name}`}
          sx={{ borderRadius: '50%' }}
        >
          <Avatar src={member.avatar_url} alt={member.full_name} sx={{ width: 72, height: 72 }} />
        </ButtonBase>
      ) : (
        <Avatar sx={{ width: 72, height: 72 }}>{member.full_name.charAt(0)}</Avatar>
      )}
      {member.profile_locked ? (
        <Typography variant="body2" color="text.secondary">
          Only {member.first_name} can change their picture.
        </Typography>
      ) : (
        <Box>
          <input
            ref={input}
            type="file"
            accept={avatarContentTypes.join(',')}
            hidden
            aria-label="Picture file"
            onChange={(event) => void choose(event)}
          />
          <Button variant="outlined" size="small" onClick={() => input.current?.click()} loading={upload.isPending}>
            Upload Picture
          </Button>
          {member.avatar_url && (
            <Button
              size="small"
              color="error"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => notify('The picture was removed.'),
                  onError: (error) => setProblem(serverMessage(error)),
                })
              }
              sx={{ ml: 1 }}
            >
              Remove
            </Button>
          )}
          {problem && (
            <Typography color="error" variant="body2" sx={{ mt: 0.5 }}>
              {problem}
            </Typography>
          )}
        </Box>
      )}
      {member.avatar_url && (
        <ImageLightbox
          src={member.avatar_url}
          alt={`Picture of ${member.full_name}`}
          open={viewing}
          onClose={() => setViewing(false)}
        />
      )}
    </Box>
  );
}
