import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  directoryListingSchema,
  MAX_LISTING_DESCRIPTION_LENGTH,
  type DirectoryListingBody,
  type DirectoryListingSettings,
} from '@employee-portal/core/directory-listing/directory-listing.schema';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextArea } from '../../../components/form/form-text-area.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure, serverFailureLine } from '../../../lib/api-errors.ts';
import { useSaveDirectoryListing } from '../api/directory-listing.ts';

const FIELDS = ['is_published', 'description', 'contact_phone', 'contact_email', 'website'] as const;

export function DirectoryListingForm({ listing }: { listing: DirectoryListingSettings }) {
  const save = useSaveDirectoryListing();
  const notify = useNotify();
  const { control, handleSubmit, setError } = useForm<DirectoryListingBody, unknown, DirectoryListingSettings>({
    resolver: zodResolver(directoryListingSchema),
    defaultValues: {
      is_published: listing.is_published,
      description: listing.description ?? '',
      contact_phone: listing.contact_phone ?? '',
      contact_email: listing.contact_email ?? '',
      website: listing.website ?? '',
    },
  });
  const failure = formFailure(save.error, FIELDS, serverFailureLine);
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) =>
        notify(answer.directory_listing.is_published ? 'Your listing is published.' : 'Your listing is not published.'),
      onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
    }),
  );
  return (
    <Box component="form" noValidate aria-label="Directory listing" onSubmit={submit}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <FormSwitch
        control={control}
        name="is_published"
        label="Published"
        helperText="Anyone with the listing address can see it, signed in or not."
      />
      <FormTextArea
        control={control}
        name="description"
        label="Short Description"
        maxLength={MAX_LISTING_DESCRIPTION_LENGTH}
      />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="contact_phone" label="Phone" type="tel" inputMode="tel" />
        <FormTextField control={control} name="contact_email" label="E-mail" type="email" inputMode="email" />
        <FormTextField control={control} name="website" label="Website" />
      </Box>
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ mt: 2 }}>
          Save Directory Listing
        </Button>
      </Box>
    </Box>
  );
}
