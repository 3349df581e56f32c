import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { completeJobSchema } from '@employee-portal/core/jobs/job.schema';
import type { FieldTechAppSettings } from '@employee-portal/core/jobs/scheduler-settings.schema';
import type { TechCrossSellWire, TechStopWire } from '@employee-portal/core/jobs/tech-day.responses';
import { messages } from '@employee-portal/core/messages/catalogue';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure } from '../../../lib/api-errors.ts';
import { useCompleteJob } from '../../jobs/index.ts';
import { useRefreshDay } from '../api/tech-day.ts';
import { PhotoPicker } from './photo-picker.tsx';

const FIELDS = ['tech_notes', 'gate_closed', 'dog_count', 'cross_sell_ids'] as const;

/** Core's rule, with the dog count as typed (a text field) and the gate confirmation when the organization asks. */
const formSchemaFor = (settings: FieldTechAppSettings) =>
  completeJobSchema
    .extend({
      dog_count: z
        .string()
        .trim()
        .regex(/^\d{0,2}$/, { error: messages.mustBeWholeNumber }),
    })
    .superRefine((values, context) => {
      if (settings.require_gate_confirmation && !values.gate_closed)
        context.addIssue({ code: 'custom', path: ['gate_closed'], message: 'Confirm the gate is closed' });
    });
type FormInput = z.input<ReturnType<typeof formSchemaFor>>;
type FormOutput = z.output<ReturnType<typeof formSchemaFor>>;

interface CompleteJobDialogProps {
  stop: TechStopWire;
  settings: FieldTechAppSettings;
  crossSells: readonly TechCrossSellWire[];
  onClose: () => void;
}

/** 'Complete': photos, notes, the gate, the dogs seen and the add-ons done; the settings say what is required. */
export function CompleteJobDialog({ stop, settings, crossSells, onClose }: CompleteJobDialogProps) {
  const complete = useCompleteJob(stop.id);
  const refresh = useRefreshDay();
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchemaFor(settings)),
    defaultValues: {
      tech_notes: '',
      gate_closed: false,
      dog_count: stop.dog_count === null ? '' : String(stop.dog_count),
      cross_sell_ids: [],
    },
  });
  const offered = crossSells.filter((crossSell) => crossSell.kind === stop.kind);
  const hasPhoto = stop.photos.some((photo) => photo.kind === 'completion');
  const photoMissing = settings.require_photo_to_complete && !hasPhoto;

  const submit = handleSubmit((values) =>
    complete.mutate(
      { ...values, dog_count: values.dog_count === '' ? null : Number(values.dog_count) },
      {
        onSuccess: () => {
          refresh();
          notify(`${stop.address} is completed.`);
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
      },
    ),
  );

  return (
    <FormDialog
      title="Complete Job"
      submitLabel="Complete"
      busy={complete.isPending}
      dirty={formState.isDirty}
      failure={formFailure(complete.error, FIELDS)}
      submitDisabled={photoMissing}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <PhotoPicker
        jobId={stop.id}
        kind="completion"
        label="Take Photo"
        photos={stop.photos}
        helperText={photoMissing ? 'A photo of the finished visit is required.' : undefined}
      />
      <FormTextField control={control} name="tech_notes" label="Notes" maxLength={2000} />
      <FormTextField control={control} name="dog_count" label="Dog Count" inputMode="numeric" maxLength={2} />
      <Controller
        control={control}
        name="gate_closed"
        render={({ field, fieldState }) => (
          <>
            <FormControlLabel
              label="Gate closed"
              control={
                <Checkbox
                  name={field.name}
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
            />
            {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          </>
        )}
      />
      {offered.length > 0 && (
        <Controller
          control={control}
          name="cross_sell_ids"
          render={({ field }) => {
            const chosen = new Set(field.value ?? []);
            return (
              <FormGroup sx={{ mt: 1 }} aria-labelledby={`cross-sells-${stop.id}`}>
                <FormLabel id={`cross-sells-${stop.id}`}>Cross-Sells Done</FormLabel>
                {offered.map((crossSell) => (
                  <FormControlLabel
                    key={crossSell.id}
                    label={crossSell.name}
                    control={
                      <Checkbox
                        checked={chosen.has(crossSell.id)}
                        onChange={(event) => {
                          const next = new Set(chosen);
                          if (event.target.checked) next.add(crossSell.id);
                          else next.delete(crossSell.id);
                          field.onChange([...next]);
                        }}
                      />
                    }
                  />
                ))}
              </FormGroup>
            );
          }}
        />
      )}
    </FormDialog>
  );
}
