import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  clientPortalSettingsSchema,
  MAX_WELCOME_TEXT_LENGTH,
  type ClientPortalSettings,
  type ClientPortalSettingsBody,
} from '@employee-portal/core/client-portal/client-portal-settings.schema';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextArea } from '../../../components/form/form-text-area.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure, serverFailureLine } from '../../../lib/api-errors.ts';
import { useSaveClientPortalSettings } from '../api/client-portal-settings.ts';

const SELF_SERVICE = [
  ['show_invoices', 'See invoices', 'Clients see their invoices and what they owe.'],
  ['pay_invoices', 'Pay invoices', 'Clients pay open invoices by card; needs invoices to be shown.'],
  ['update_card', 'Change card', 'Clients replace the card autopay charges.'],
  ['request_pause', 'Ask for a pause', 'Clients ask to pause their service between two dates.'],
  ['request_skip', 'Ask to skip a visit', 'Clients ask to skip an upcoming visit.'],
  ['request_cancel', 'Ask to cancel', 'Clients ask to cancel their subscription; the office confirms it.'],
] as const;
const FIELDS = ['portal_enabled', ...SELF_SERVICE.map(([name]) => name), 'welcome_text'] as const;

export function ClientPortalSettingsForm({ settings }: { settings: ClientPortalSettings }) {
  const save = useSaveClientPortalSettings();
  const notify = useNotify();
  const { control, handleSubmit, setError } = useForm<ClientPortalSettingsBody, unknown, ClientPortalSettings>({
    resolver: zodResolver(clientPortalSettingsSchema),
    defaultValues: { ...settings, welcome_text: settings.welcome_text ?? '' },
  });
  const failure = formFailure(save.error, FIELDS, serverFailureLine);
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notify('Client portal settings were saved.'),
      onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
    }),
  );
  return (
    <Box component="form" noValidate aria-label="Client portal settings" onSubmit={submit}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <FormSwitch
        control={control}
        name="portal_enabled"
        label="Client portal on"
        helperText="Clients sign in at the portal address to manage their service."
      />
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        What Clients May Do
      </Typography>
      {SELF_SERVICE.map(([name, label, help]) => (
        <Box key={name}>
          <FormSwitch control={control} name={name} label={label} helperText={help} />
        </Box>
      ))}
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Look
      </Typography>
      <FormTextArea control={control} name="welcome_text" label="Welcome Text" maxLength={MAX_WELCOME_TEXT_LENGTH} />
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ mt: 2 }}>
          Save Client Portal Settings
        </Button>
      </Box>
    </Box>
  );
}
