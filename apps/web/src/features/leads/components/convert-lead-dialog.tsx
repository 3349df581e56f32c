import { useId } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { messages } from '@employee-portal/core/messages/catalogue';
import {
  createClientSchema,
  preferredChannels,
  type CreateClientBody,
} from '@employee-portal/core/clients/client.schema';
import type { LeadPrefill } from '@employee-portal/core/clients/lead.responses';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure, serverFailure, serverFailureLine } from '../../../lib/api-errors.ts';
import { useConvertLead, useLeadPrefill, useZipServed } from '../api/leads.ts';

type ClientOutput = z.output<typeof createClientSchema>;

const TITLE = 'Convert to Client';

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'alternate_phone',
  'preferred_channel',
  'referral_source',
  'locations.0.name',
  'locations.0.address_line1',
  'locations.0.address_line2',
  'locations.0.city',
  'locations.0.state',
  'locations.0.zip',
  'locations.0.gate_code',
  'locations.0.dog_count',
  'locations.0.notes_for_techs',
] as const satisfies readonly Path<CreateClientBody>[];

const CHANNEL_LABELS: Record<(typeof preferredChannels)[number], string> = {
  email: 'E-mail',
  sms: 'SMS',
  both: 'E-mail and SMS',
  none: 'None',
};
const channelOptions = preferredChannels.map((channel) => ({ value: channel, label: CHANNEL_LABELS[channel] }));
const digitsOnly = (typed: string) => typed.replace(/\D/g, '');

const formValues = (prefill: LeadPrefill): CreateClientBody => ({
  first_name: prefill.first_name,
  last_name: prefill.last_name,
  email: prefill.email,
  phone: prefill.phone,
  alternate_phone: '',
  preferred_channel: 'email',
  referral_source: prefill.referral_source ?? '',
  locations: prefill.locations.map((location) => ({
    name: '',
    address_line1: location.address_line1,
    address_line2: '',
    city: location.city,
    state: location.state,
    zip: location.zip,
    gate_code: '',
    dog_count: String(location.dog_count),
    notes_for_techs: location.notes_for_techs ?? '',
  })),
});

/** The client form filled from the lead: the office checks it, corrects what it must, and the lead becomes a client. */
function ConversionForm({ leadId, prefill, onClose }: { leadId: number; prefill: LeadPrefill; onClose: () => void }) {
  const convert = useConvertLead(leadId);
  const navigate = useNavigate();
  const notify = useNotify();
  const { control, handleSubmit, setError } = useForm<CreateClientBody, unknown, ClientOutput>({
    resolver: zodResolver(createClientSchema),
    defaultValues: formValues(prefill),
  });
  const zip = useWatch({ control, name: 'locations.0.zip' });
  const served = useZipServed(zip);
  const failure = formFailure(convert.error, FIELDS, serverFailureLine);

  const submit = handleSubmit((values) =>
    convert.mutate(values, {
      onSuccess: (answer) => {
        const warning = Object.values(answer.warnings.locations)[0]?.[0];
        notify(warning ? `The client was created. ${warning}.` : 'The lead is now a client.');
        navigate(pathTo('client', { id: answer.client.id }));
      },
      onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
    }),
  );

  return (
    <FormDialog
      title={TITLE}
      submitLabel="Create Client"
      busy={convert.isPending}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
      maxWidth="md"
    >
      <Typography variant="subtitle1" component="h3">
        Contact
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="first_name" label="First Name" required />
        <FormTextField control={control} name="last_name" label="Last Name" required />
        <FormTextField control={control} name="email" label="E-mail" type="email" required />
        <FormTextField control={control} name="phone" label="Phone" type="tel" inputMode="tel" required />
        <FormTextField control={control} name="alternate_phone" label="Alternate Phone" type="tel" inputMode="tel" />
        <FormSelectField
          control={control}
          name="preferred_channel"
          label="Preferred Notification Channel"
          options={channelOptions}
        />
        <FormTextField control={control} name="referral_source" label="Referral Source" />
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        Service Location
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="locations.0.address_line1" label="Address" required />
        <FormTextField control={control} name="locations.0.address_line2" label="Address Line 2" />
        <FormTextField control={control} name="locations.0.city" label="City" required />
        <FormTextField control={control} name="locations.0.state" label="State" required />
        <FormTextField
          control={control}
          name="locations.0.zip"
          label="Zip"
          inputMode="numeric"
          maxLength={5}
          mask={digitsOnly}
          required
        />
        <FormTextField
          control={control}
          name="locations.0.dog_count"
          label="Number of Dogs"
          inputMode="numeric"
          mask={digitsOnly}
        />
        <FormTextField control={control} name="locations.0.gate_code" label="Gate Code" />
        <FormTextField control={control} name="locations.0.name" label="Location Name" />
      </Box>
      <FormTextField control={control} name="locations.0.notes_for_techs" label="Notes for Techs" />
      {served.data === false && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {messages.noServiceArea}
        </Alert>
      )}
    </FormDialog>
  );
}

/**
 * Mounted only while open, so each opening starts from the lead as it now stands. Until the lead is read there is no
 * form to send, so the waiting and the failure show in a plain dialog under the same title.
 */
export function ConvertLeadDialog({ leadId, onClose }: { leadId: number; onClose: () => void }) {
  const titleId = useId();
  const prefill = useLeadPrefill(leadId);
  if (prefill.isSuccess) return <ConversionForm leadId={leadId} prefill={prefill.data} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{TITLE}</DialogTitle>
      {prefill.isPending ? (
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading the lead" />
        </DialogContent>
      ) : (
        <>
          <DialogContent>
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void prefill.refetch()}>
                  Retry
                </Button>
              }
            >
              {serverFailure(prefill.error).text}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
