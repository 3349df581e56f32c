import { FormProvider, useFieldArray, useForm, type Path } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { createClientSchema } from '@employee-portal/core/clients/client.schema';
import { serviceFrequencyLabels } from '@employee-portal/core/scheduling/service-frequency';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useCreateClient } from '../api/clients.ts';
import { createWarnings } from '../client-warnings.ts';
import { CONTACT_FIELDS, ContactFields } from './contact-fields.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { emptyLocation, LOCATION_FIELDS, LocationFields } from './location-fields.tsx';
import { subscriptionPrefillOf, type PlannedClient } from '../planned-client.ts';

type CreateInput = z.input<typeof createClientSchema>;
type CreateOutput = z.output<typeof createClientSchema>;

const emptyClient = (): CreateInput => ({
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  alternate_email: '',
  alternate_phone: '',
  preferred_channel: 'email',
  tax_exempt: false,
  referral_source: '',
  locations: [emptyLocation()],
});

/** A new client at the planned address: the first location starts with it. */
const plannedClient = (planned: PlannedClient): CreateInput => ({
  ...emptyClient(),
  locations: [{ ...emptyLocation(), ...planned.address }],
});

interface CreateClientDialogProps {
  open: boolean;
  onClose: () => void;
  /** Planned in the New Client Planner: the address is filled in, and the Subscribe form follows with the plan. */
  planned?: PlannedClient | null;
}

/**
 * 'New Client': contact and one or more locations in one request. The draft survives a failed request. A client
 * planned in the New Client Planner opens on its Schedule tab with the first location's Subscribe form filled in.
 */
export function CreateClientDialog({ open, onClose, planned = null }: CreateClientDialogProps) {
  const create = useCreateClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useForm<CreateInput, unknown, CreateOutput>({
    resolver: zodResolver(createClientSchema),
    defaultValues: planned ? plannedClient(planned) : emptyClient(),
  });
  const { control, handleSubmit, setError, reset, formState } = form;
  const locations = useFieldArray({ control, name: 'locations' });

  const fieldPaths = [
    ...CONTACT_FIELDS,
    ...locations.fields.flatMap((_, index) => LOCATION_FIELDS.map((field) => `locations.${index}.${field}`)),
  ] as Path<CreateInput>[];
  const failure = formFailure(create.error, fieldPaths);

  const submit = handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: (answer) => {
        notify('The client was created.');
        reset(emptyClient());
        create.reset();
        onClose();
        const plannedPlace = planned ? answer.client.locations[0] : undefined;
        void navigate(`${pathTo('client', { id: answer.client.id })}${plannedPlace ? '?tab=schedule' : ''}`, {
          state: {
            warnings: createWarnings(answer.warnings, values.locations),
            ...(planned &&
              plannedPlace && {
                plannedSubscription: { locationId: plannedPlace.id, prefill: subscriptionPrefillOf(planned) },
              }),
          },
        });
      },
      onError: (error) => applyServerFieldErrors(error, fieldPaths, setError),
    });
  });

  const discard = () => {
    reset(emptyClient());
    create.reset();
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title="New Client"
      submitLabel="Create Client"
      dirty={formState.isDirty}
      busy={create.isPending}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onDiscard={discard}
      maxWidth="md"
    >
      <FormProvider {...form}>
        {planned && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Planned in the New Client Planner: {serviceFrequencyLabels[planned.frequency]}, {planned.description}. Once
            the client is created, the first location's Subscribe form opens with these days and this tech.
          </Alert>
        )}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Contact
        </Typography>
        <ContactFields />
        {locations.fields.map((location, index) => (
          <Card key={location.id} variant="outlined" sx={{ mt: 2 }}>
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
                  Location {index + 1}
                </Typography>
                {locations.fields.length > 1 && (
                  <Button color="error" size="small" onClick={() => locations.remove(index)}>
                    Remove Location {index + 1}
                  </Button>
                )}
              </Box>
              <LocationFields prefix={`locations.${index}`} title={`Location ${index + 1}`} />
            </CardContent>
          </Card>
        ))}
        <Button
          sx={{ mt: 2 }}
          onClick={() => locations.append(emptyLocation())}
          disabled={locations.fields.length >= 20}
        >
          Add Location
        </Button>
      </FormProvider>
    </FormDialog>
  );
}
