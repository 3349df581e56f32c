import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '@employee-portal/core/messages/catalogue';
import { bpsToPercentText, MAX_RATE_CENTS, percentToBps } from '@employee-portal/core/staff/pay';
import { centsToDollarsText } from '@employee-portal/core/billing/money';
import { MAX_SALARY_CENTS_PER_YEAR } from '@employee-portal/core/payroll/payroll-settings.schema';
import type { StaffDetail } from '@employee-portal/core/staff/staff.schema';
import { dollarsField } from '../../../components/form/dollars-field.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure, serverFailureLine } from '../../../lib/api-errors.ts';
import { useUpdatePay } from '../api/staff.ts';

const payFormSchema = z.object({
  hourly_rate_cents: dollarsField(MAX_RATE_CENTS),
  per_job_rate_cents: dollarsField(MAX_RATE_CENTS),
  commission_bps: z
    .string()
    .trim()
    .min(1, { error: messages.required })
    .refine((text) => percentToBps(text) !== null, { error: messages.notValid })
    .transform((text) => percentToBps(text) ?? 0),
  mileage_rate_cents: dollarsField(MAX_RATE_CENTS),
  per_dog_rate_cents: dollarsField(MAX_RATE_CENTS),
  per_yard_rate_cents: dollarsField(MAX_RATE_CENTS),
  salary_cents_per_year: dollarsField(MAX_SALARY_CENTS_PER_YEAR),
});
type PayInput = z.input<typeof payFormSchema>;
type PayOutput = z.output<typeof payFormSchema>;
const FIELDS = [
  'hourly_rate_cents',
  'per_job_rate_cents',
  'commission_bps',
  'mileage_rate_cents',
  'per_dog_rate_cents',
  'per_yard_rate_cents',
  'salary_cents_per_year',
] as const;

export function StaffPayForm({ member }: { member: StaffDetail }) {
  const update = useUpdatePay(member.id);
  const notify = useNotify();
  const { control, handleSubmit, setError } = useForm<PayInput, unknown, PayOutput>({
    resolver: zodResolver(payFormSchema),
    defaultValues: {
      hourly_rate_cents: centsToDollarsText(member.pay.hourly_rate_cents),
      per_job_rate_cents: centsToDollarsText(member.pay.per_job_rate_cents),
      commission_bps: bpsToPercentText(member.pay.commission_bps),
      mileage_rate_cents: centsToDollarsText(member.pay.mileage_rate_cents),
      per_dog_rate_cents: centsToDollarsText(member.pay.per_dog_rate_cents),
      per_yard_rate_cents: centsToDollarsText(member.pay.per_yard_rate_cents),
      salary_cents_per_year: centsToDollarsText(member.pay.salary_cents_per_year),
    },
  });
  const failure = formFailure(update.error, FIELDS, serverFailureLine);
  const submit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => notify('The pay settings were saved.'),
      onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
    }),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Pay settings">
      <Typography variant="h6" component="h2">
        Pay Settings
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="hourly_rate_cents" label="Hourly Rate ($)" inputMode="numeric" />
        <FormTextField control={control} name="per_job_rate_cents" label="Per-Job Rate ($)" inputMode="numeric" />
        <FormTextField control={control} name="commission_bps" label="Commission (%)" inputMode="numeric" />
        <FormTextField
          control={control}
          name="mileage_rate_cents"
          label="Mileage Rate ($ per mile)"
          inputMode="numeric"
        />
        <FormTextField control={control} name="per_dog_rate_cents" label="Per-Dog Rate ($)" inputMode="numeric" />
        <FormTextField control={control} name="per_yard_rate_cents" label="Per-Yard Rate ($)" inputMode="numeric" />
        <FormTextField control={control} name="salary_cents_per_year" label="Salary ($ per year)" inputMode="numeric" />
      </Box>
      <Button type="submit" variant="contained" loading={update.isPending} sx={{ mt: 1 }}>
        Save Pay Settings
      </Button>
    </Box>
  );
}
