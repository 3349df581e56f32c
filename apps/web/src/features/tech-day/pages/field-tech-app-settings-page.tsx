import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fieldTechAppSettingsSchema } from '@employee-portal/core/jobs/scheduler-settings.schema';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { formFailure } from '../../../lib/api-errors.ts';
import { useFieldTechAppSettings, useSaveFieldTechAppSettings } from '../api/tech-day.ts';

type FormInput = z.input<typeof fieldTechAppSettingsSchema>;
type FormOutput = z.output<typeof fieldTechAppSettingsSchema>;

/** Spec /settings/field_tech_app_settings: what techs see on their day and what they must do to finish a visit. */
export default function FieldTechAppSettingsPage() {
  const settings = useFieldTechAppSettings();
  const save = useSaveFieldTechAppSettings();
  const notify = useNotify();
  const { control, handleSubmit, reset, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(fieldTechAppSettingsSchema),
    defaultValues: fieldTechAppSettingsSchema.parse({}),
  });
  useEffect(() => {
    if (settings.data) reset(settings.data);
  }, [settings.data, reset]);

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        reset(answer.field_tech_app_settings);
        notify('Field tech app settings were saved.');
      },
    }),
  );
  const failure = formFailure(save.error, []);

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Field Tech App Settings
      </Typography>
      {settings.isError && <Alert severity="error">The settings could not be loaded.</Alert>}
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Field tech app settings">
        <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
          What technicians see
        </Typography>
        <Stack>
          <FormSwitch control={control} name="show_prices" label="Show prices" />
          <FormSwitch control={control} name="show_client_phone" label="Show client phone" />
          <FormSwitch control={control} name="show_office_notes" label="Show notes from the office" />
        </Stack>
        <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
          What technicians must do
        </Typography>
        <Stack>
          <FormSwitch control={control} name="require_photo_to_complete" label="Require a photo to complete a job" />
          <FormSwitch control={control} name="require_gate_confirmation" label="Require gate closed confirmation" />
          <FormSwitch
            control={control}
            name="techs_may_reorder_route"
            label="Technicians may reorder their own route"
          />
        </Stack>
        <Button
          type="submit"
          variant="contained"
          sx={{ mt: 3 }}
          loading={save.isPending}
          disabled={settings.isPending || !formState.isDirty}
        >
          Save
        </Button>
      </Box>
    </Paper>
  );
}
