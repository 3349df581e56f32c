import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DEFAULT_HEADER_COLOR, HEX_COLOR } from '@employee-portal/core/branding/brand-colors';
import { brandingSchema, type BrandingBody, type BrandingInput } from '@employee-portal/core/branding/branding.schema';
import type { BrandingResponse } from '@employee-portal/core/branding/branding.responses';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure, serverFailureLine } from '../../../lib/api-errors.ts';
import { useSaveBranding } from '../api/branding.ts';
import { ColorField } from './color-field.tsx';
import { HeaderPreview } from './header-preview.tsx';
import { LogoField } from './logo-field.tsx';

/** The product teal (theme primary) a blank primary colour keeps. */
const DEFAULT_PRIMARY = '#00695c';
const FIELDS = [
  'display_name',
  'logo_url',
  'logo_image',
  'primary_color',
  'header_color',
  'phone',
  'email',
  'address',
  'website',
  'analytics_id',
] as const;

const formValuesOf = (branding: BrandingResponse['branding']): BrandingBody => ({
  display_name: branding.display_name ?? '',
  logo_url: branding.logo_url ?? '',
  logo_image: null,
  primary_color: branding.primary_color ?? '',
  header_color: branding.header_color ?? '',
  phone: branding.phone ?? '',
  email: branding.email ?? '',
  address: branding.address ?? '',
  website: branding.website ?? '',
  analytics_id: branding.analytics_id ?? '',
});

const colorOr = (typed: string | null | undefined, fallback: string) =>
  typed && HEX_COLOR.test(typed.trim()) ? typed.trim() : fallback;

export function BrandingForm({ page, organizationName }: { page: BrandingResponse; organizationName: string }) {
  const save = useSaveBranding();
  const notify = useNotify();
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<BrandingBody, unknown, BrandingInput>(
    {
      resolver: zodResolver(brandingSchema),
      defaultValues: formValuesOf(page.branding),
    },
  );
  const [headerColor, logoUrl, logoImage, displayName] = useWatch({
    control,
    name: ['header_color', 'logo_url', 'logo_image', 'display_name'],
  });
  // A franchise's colour is every member's header (spec §1): a member's own would never show.
  const franchiseColor = page.defaults.header_color;
  const shownLogo = logoImage || logoUrl?.trim() || page.defaults.logo_url;
  const failure = formFailure(save.error, FIELDS, serverFailureLine);
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        reset(formValuesOf(answer.branding));
        notify('Branding settings were saved.');
      },
      onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
    }),
  );

  return (
    <Box component="form" noValidate aria-label="Branding" onSubmit={submit}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Typography variant="h6" component="h2">
        Header Preview
      </Typography>
      <HeaderPreview
        background={franchiseColor ?? colorOr(headerColor, DEFAULT_HEADER_COLOR)}
        logo={shownLogo || null}
        name={displayName?.trim() || organizationName}
      />

      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Logo and Colors
      </Typography>
      <LogoField
        shown={shownLogo || null}
        error={formState.errors.logo_image?.message}
        onPicked={(dataUrl) => {
          setValue('logo_image', dataUrl, { shouldDirty: true });
          setValue('logo_url', '', { shouldDirty: true });
        }}
        onRemove={() => {
          setValue('logo_image', null, { shouldDirty: true });
          setValue('logo_url', '', { shouldDirty: true });
        }}
      />
      {!logoImage && <FormTextField control={control} name="logo_url" label="Logo Address (https://…)" />}
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {franchiseColor ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            The header takes your franchise’s color.
          </Typography>
        ) : (
          <ColorField
            control={control}
            name="header_color"
            label="Header Color"
            fallback={DEFAULT_HEADER_COLOR}
            hint="Blank keeps the dark grey."
          />
        )}
        <ColorField
          control={control}
          name="primary_color"
          label="Primary Color"
          fallback={DEFAULT_PRIMARY}
          hint="Buttons and links. Blank keeps the teal."
        />
      </Box>

      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Company Details
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Printed on your invoices and at the foot of the e-mails you send clients.
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FormTextField control={control} name="display_name" label="Display Name" maxLength={100} />
        <FormTextField control={control} name="phone" label="Phone" type="tel" inputMode="tel" />
        <FormTextField control={control} name="email" label="E-mail" type="email" inputMode="email" />
        <FormTextField control={control} name="website" label="Website" />
        <FormTextField control={control} name="address" label="Address" />
        <FormTextField control={control} name="analytics_id" label="Google Analytics ID (G-XXXXXXX or UA-XXXX-Y)" />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save
        </Button>
      </Box>
    </Box>
  );
}
