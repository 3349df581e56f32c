import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import { centsToDollarsText } from '@employee-portal/core/billing/money';
import { messages } from '@employee-portal/core/messages/catalogue';
import { MAX_SALARY_CENTS_PER_YEAR } from '@employee-portal/core/payroll/payroll-settings.schema';
import type { StaffPayRules } from '@employee-portal/core/payroll/payroll-settings.responses';
import { bpsToPercentText, MAX_RATE_CENTS, percentToBps } from '@employee-portal/core/staff/pay';
import { dollarsField } from '../../../components/form/dollars-field.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure, serverFailureLine } from '../../../lib/api-errors.ts';
import { useSaveStaffPayRules } from '../api/payroll-settings.ts';

const rulesSchema = z.object({
  hourly_rate_cents: dollarsField(MAX_RATE_CENTS),
  per_job_rate_cents: dollarsField(MAX_RATE_CENTS),
  per_dog_rate_cents: dollarsField(MAX_RATE_CENTS),
  per_yard_rate_cents: dollarsField(MAX_RATE_CENTS),
  commission_bps: z
    .string()
    .trim()
    .min(1, { error: messages.required })
    .refine((text) => percentToBps(text) !== null, { error: messages.notValid })
    .transform((text) => percentToBps(text) ?? 0),
  salary_cents_per_year: dollarsField(MAX_SALARY_CENTS_PER_YEAR),
  mileage_rate_cents: dollarsField(MAX_RATE_CENTS),
});
type RulesInput = z.input<typeof rulesSchema>;
type RulesOutput = z.output<typeof rulesSchema>;
const FIELDS = [
  'hourly_rate_cents',
  'per_job_rate_cents',
  'per_dog_rate_cents',
  'per_yard_rate_cents',
  'commission_bps',
  'salary_cents_per_year',
  'mileage_rate_cents',
] as const;

export function StaffPayRulesDialog({ member, onClose }: { member: StaffPayRules; onClose: () => void }) {
  const save = useSaveStaffPayRules();
  const notify = useNotify();
  const { control, handleSubmit, setError, formState } = useForm<RulesInput, unknown, RulesOutput>({
    resolver: zodResolver(rulesSchema),
    defaultValues: {
      hourly_rate_cents: centsToDollarsText(member.hourly_rate_cents),
      per_job_rate_cents: centsToDollarsText(member.per_job_rate_cents),
      per_dog_rate_cents: centsToDollarsText(member.per_dog_rate_cents),
      per_yard_rate_cents: centsToDollarsText(member.per_yard_rate_cents),
      commission_bps: bpsToPercentText(member.commission_bps),
      salary_cents_per_year: centsToDollarsText(member.salary_cents_per_year),
      mileage_rate_cents: centsToDollarsText(member.mileage_rate_cents),
    },
  });
  const submit = handleSubmit((values) =>
    save.mutate(
      { membershipId: member.membership_id, body: values },
      {
        onSuccess: () => {
          notify(`${member.full_name}'s pay rules were saved.`);
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
      },
    ),
  );
  return (
    <FormDialog
      title={`Pay Rules: ${member.full_name}`}
      submitLabel="Save"
      dirty={formState.isDirty}
      busy={save.isPending}
      failure={formFailure(save.error, FIELDS, serverFailureLine)}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
    >
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="hourly_rate_cents" label="Hourly Rate ($)" inputMode="numeric" />
        <FormTextField control={control} name="per_job_rate_cents" label="Per Job ($)" inputMode="numeric" />
        <FormTextField control={control} name="per_dog_rate_cents" label="Per Dog ($)" inputMode="numeric" />
        <FormTextField control={control} name="per_yard_rate_cents" label="Per Yard ($)" inputMode="numeric" />
        <FormTextField
          control={control}
          name="commission_bps"
          label="Commission (% of visit revenue)"
          inputMode="numeric"
        />
        <FormTextField control={control} name="salary_cents_per_year" label="Salary ($ per year)" inputMode="numeric" />
        <FormTextField
          control={control}
          name="mileage_rate_cents"
          label="Mileage Rate ($ per mile, 0 = organization's)"
          inputMode="numeric"
        />
      </Box>
    </FormDialog>
  );
}
