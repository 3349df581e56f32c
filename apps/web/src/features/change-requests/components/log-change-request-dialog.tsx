import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  changeRequestKindLabels,
  changeRequestKinds,
  createChangeRequestSchema,
  requestableFrequencies,
  type ChangeRequestKind,
  type CreateChangeRequestBody,
} from '@employee-portal/core/clients/change-request.schema';
import { messages } from '@employee-portal/core/messages/catalogue';
import { serviceFrequencyLabels } from '@employee-portal/core/scheduling/service-frequency';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure, serverMessage } from '../../../lib/api-errors.ts';
import { useClientChoices, useClientLocations, useLogChangeRequest, type ClientRow } from '../api/change-requests.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';

const SEARCH_DELAY_MS = 300;

interface LogRequestValues {
  client_id: number | null;
  client_location_id: string;
  kind: ChangeRequestKind | '';
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  zip: string;
  dog_count: string;
  dog_names: string;
  from: string;
  to: string;
  frequency: string;
  reason: string;
  name: string;
  note: string;
  comment: string;
}

const FIELDS = [
  'client_id',
  'client_location_id',
  'kind',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'zip',
  'dog_count',
  'dog_names',
  'from',
  'to',
  'frequency',
  'reason',
  'name',
  'note',
  'comment',
] as const;

const BLANK: LogRequestValues = {
  client_id: null,
  client_location_id: '',
  kind: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  zip: '',
  dog_count: '',
  dog_names: '',
  from: '',
  to: '',
  frequency: '',
  reason: '',
  name: '',
  note: '',
  comment: '',
};

const needsLocation = (kind: LogRequestValues['kind']) => kind === 'address' || kind === 'dog_count';

/** The form's text values as the API body of the chosen kind; the core schema then checks them with its own messages. */
function toBody(values: LogRequestValues) {
  const base = {
    client_id: values.client_id ?? undefined,
    kind: values.kind || undefined,
    comment: values.comment,
    client_location_id: values.client_location_id ? Number(values.client_location_id) : undefined,
  };
  switch (values.kind) {
    case 'address':
      return {
        ...base,
        address_line1: values.address_line1,
        address_line2: values.address_line2,
        city: values.city,
        state: values.state,
        zip: values.zip,
      };
    case 'dog_count': {
      const names = values.dog_names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      return {
        ...base,
        dog_count: values.dog_count.trim() === '' ? undefined : Number(values.dog_count),
        ...(names.length ? { dog_names: names } : {}),
      };
    }
    case 'pause':
      return { ...base, from: values.from, to: values.to };
    case 'frequency':
      return { ...base, frequency: values.frequency || undefined };
    case 'cancel':
      return { ...base, reason: values.reason };
    case 'add_on':
      return { ...base, name: values.name, note: values.note };
    default:
      return base;
  }
}

// The body is only shaped here; the core schema decides what is valid, so the cast hands it over unchecked.
const logRequestSchema = z
  .custom<LogRequestValues>()
  .transform((values) => toBody(values) as unknown as CreateChangeRequestBody)
  .pipe(createChangeRequestSchema);
type LogRequestOutput = z.output<typeof logRequestSchema>;
const schemaResolver = zodResolver(logRequestSchema);

/** A body without a kind matches no variant of the union, which then reports only the kind: say the client is missing too. */
const logRequestResolver: Resolver<LogRequestValues, unknown, LogRequestOutput> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (values.client_id === null && Object.keys(result.errors).length > 0 && !result.errors.client_id) {
    return { values: {}, errors: { ...result.errors, client_id: { type: 'required', message: messages.required } } };
  }
  return result;
};

const kindOptions = changeRequestKinds.map((kind) => ({ value: kind, label: changeRequestKindLabels[kind] }));
const frequencyOptions = requestableFrequencies.map((frequency) => ({
  value: frequency,
  label: serviceFrequencyLabels[frequency],
}));
const clientLabel = (client: ClientRow) =>
  `${client.first_name} ${client.last_name}${client.email ? ` (${client.email})` : ''}`;

/** 'Log Request': the office records a change a client asked for by phone, as the client-facing side would. */
export function LogChangeRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const log = useLogChangeRequest();
  const notify = useNotify();
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<
    LogRequestValues,
    unknown,
    LogRequestOutput
  >({ resolver: logRequestResolver, defaultValues: BLANK });
  const kind = useWatch({ control, name: 'kind' });
  const clientId = useWatch({ control, name: 'client_id' });
  const [chosen, setChosen] = useState<ClientRow | null>(null);
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const clients = useClientChoices(search, open);
  const locations = useClientLocations(clientId);

  const close = () => {
    reset(BLANK);
    setChosen(null);
    setTyped('');
    log.reset();
    onClose();
  };

  const submit = handleSubmit((body) =>
    log.mutate(body, {
      onSuccess: (answer) => {
        notify(
          `The change request of ${answer.change_request.client.first_name} ${answer.change_request.client.last_name} was logged.`,
        );
        close();
      },
      onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
    }),
  );

  const locationOptions = [
    ...(needsLocation(kind) ? [] : [{ value: '', label: 'No particular location' }]),
    ...(locations.data ?? []).map((location) => ({
      value: String(location.id),
      label: `${location.name ? `${location.name}: ` : ''}${location.address_line1}, ${location.zip} (${location.dog_count} dogs)`,
    })),
  ];
  const clientError = formState.errors.client_id?.message;

  return (
    <FormDialog
      open={open}
      title="Log Change Request"
      submitLabel="Log Request"
      busy={log.isPending}
      failure={formFailure(log.error, FIELDS)}
      onSubmit={(event) => void submit(event)}
      onDiscard={close}
    >
      <Autocomplete
        options={clients.data ?? []}
        value={chosen}
        inputValue={typed}
        loading={clients.isFetching}
        filterOptions={(options) => options}
        onInputChange={(_event, value) => setTyped(value)}
        onChange={(_event, value) => {
          setChosen(value);
          setValue('client_id', value?.id ?? null, { shouldValidate: formState.isSubmitted });
          setValue('client_location_id', '');
        }}
        getOptionLabel={clientLabel}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        noOptionsText={search ? 'No active client matches' : 'Type a name, e-mail or phone'}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Client"
            required
            margin="normal"
            error={Boolean(clientError)}
            helperText={clientError ?? (clients.isError ? serverMessage(clients.error) : undefined)}
          />
        )}
      />
      <FormSelectField control={control} name="kind" label="Kind" options={kindOptions} required />
      {clientId !== null && (
        <FormSelectField
          control={control}
          name="client_location_id"
          label="Location"
          options={locationOptions}
          required={needsLocation(kind)}
        />
      )}
      {kind === 'address' && (
        <>
          <FormTextField control={control} name="address_line1" label="New Address" required />
          <FormTextField control={control} name="address_line2" label="Address Line 2" />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
            <FormTextField control={control} name="city" label="City" required />
            <FormTextField control={control} name="state" label="State" required />
            <FormTextField control={control} name="zip" label="Zip" inputMode="numeric" maxLength={5} required />
          </Box>
        </>
      )}
      {kind === 'dog_count' && (
        <>
          <FormTextField control={control} name="dog_count" label="New Dog Count" inputMode="numeric" required />
          <FormTextField control={control} name="dog_names" label="Dog Names (comma separated)" />
        </>
      )}
      {kind === 'pause' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField control={control} name="from" label="Paused From Date" type="date" required />
          <FormTextField control={control} name="to" label="Paused To Date" type="date" required />
        </Box>
      )}
      {kind === 'frequency' && (
        <FormSelectField control={control} name="frequency" label="New Frequency" options={frequencyOptions} required />
      )}
      {kind === 'cancel' && <FormTextField control={control} name="reason" label="Reason" required />}
      {kind === 'add_on' && (
        <>
          <FormTextField control={control} name="name" label="Add-on" required />
          <FormTextField control={control} name="note" label="Add-on Note" />
        </>
      )}
      <FormTextField control={control} name="comment" label="Client Comment" maxLength={2000} />
    </FormDialog>
  );
}
