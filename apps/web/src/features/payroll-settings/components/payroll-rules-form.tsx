import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { centsToDollarsText } from '@employee-portal/core/billing/money';
import { messages } from '@employee-portal/core/messages/catalogue';
import { payPeriodKinds, payPeriodLabels } from '@employee-portal/core/payroll/pay-periods';
import type { PayrollSettingsResponse } from '@employee-portal/core/payroll/payroll-settings.responses';
import { MAX_RATE_CENTS } from '@employee-portal/core/staff/pay';
import { dollarsField } from '../../../components/form/dollars-field.ts';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { applyServerFieldErrors, formFailure, serverFailureLine } from '../../../lib/api-errors.ts';
import { useSavePayrollSettings } from '../api/payroll-settings.ts';
import { PayPeriodPreview } from './pay-period-preview.tsx';

const MINUTES_PER_HOUR = 60;
const BPS_PER_TIMES = 10_000;
const HOURS = /^\d{1,3}(\.\d{1,2})?$/;
const MULTIPLIER = /^\d(\.\d{1,4})?$/;

/** Hours as people type them ('40', '37.5') become whole minutes; the server checks the range. */
const hoursField = () =>
  z
    .string()
    .trim()
    .min(1, { error: messages.required, abort: true })
    .regex(HOURS, { error: messages.notValid })
    .transform((text) => Math.round(Number(text) * MINUTES_PER_HOUR));

const BI_WEEKLY_CYCLES = ['iso_weeks', 'fixed'] as const;
const CYCLE_OPTIONS = [
  { value: 'iso_weeks', label: 'ISO weeks 1 and 2, 3 and 4, … (week 53 alone)' },
  { value: 'fixed', label: 'Every 14 days from a date you pick' },
];

const rulesFormSchema = z
  .object({
    pay_period: z.enum(payPeriodKinds, { error: messages.required }),
    bi_weekly_cycle: z.enum(BI_WEEKLY_CYCLES),
    bi_weekly_start: z.string().trim(),
    overtime_weekly_threshold_minutes: hoursField(),
    overtime_daily_threshold_minutes: z
      .string()
      .trim()
      .refine((text) => text === '' || HOURS.test(text), { error: messages.notValid })
      .transform((text) => (text === '' ? null : Math.round(Number(text) * MINUTES_PER_HOUR))),
    overtime_multiplier_bps: z
      .string()
      .trim()
      .min(1, { error: messages.required, abort: true })
      .regex(MULTIPLIER, { error: messages.notValid })
      .transform((text) => Math.round(Number(text) * BPS_PER_TIMES)),
    mileage_rate_cents: dollarsField(MAX_RATE_CENTS),
    tips_to_tech: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.pay_period === 'bi_weekly' && values.bi_weekly_cycle === 'fixed' && !values.bi_weekly_start)
      context.addIssue({ code: 'custom', path: ['bi_weekly_start'], message: messages.required });
  })
  // Only a fixed bi-weekly cycle keeps its day; otherwise periods pair ISO weeks.
  .transform(({ bi_weekly_cycle, bi_weekly_start, ...values }) => ({
    ...values,
    bi_weekly_start: values.pay_period === 'bi_weekly' && bi_weekly_cycle === 'fixed' ? bi_weekly_start : null,
  }));
type RulesInput = z.input<typeof rulesFormSchema>;
type RulesOutput = z.output<typeof rulesFormSchema>;
const FIELDS = [
  'pay_period',
  'bi_weekly_start',
  'overtime_weekly_threshold_minutes',
  'overtime_daily_threshold_minutes',
  'overtime_multiplier_bps',
  'mileage_rate_cents',
  'tips_to_tech',
] as const;
const PERIOD_OPTIONS = payPeriodKinds.map((kind) => ({ value: kind, label: payPeriodLabels[kind] }));
const isCalendarDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);
const hoursText = (minutes: number) => String(minutes / MINUTES_PER_HOUR);

export function PayrollRulesForm({ settings }: { settings: PayrollSettingsResponse['payroll_settings'] }) {
  const save = useSavePayrollSettings();
  const notify = useNotify();
  const { control, handleSubmit, setError } = useForm<RulesInput, unknown, RulesOutput>({
    resolver: zodResolver(rulesFormSchema),
    defaultValues: {
      pay_period: settings.pay_period,
      bi_weekly_cycle: settings.bi_weekly_start ? 'fixed' : 'iso_weeks',
      bi_weekly_start: settings.bi_weekly_start ?? '',
      overtime_weekly_threshold_minutes: hoursText(settings.overtime_weekly_threshold_minutes),
      overtime_daily_threshold_minutes:
        settings.overtime_daily_threshold_minutes === null ? '' : hoursText(settings.overtime_daily_threshold_minutes),
      overtime_multiplier_bps: String(settings.overtime_multiplier_bps / BPS_PER_TIMES),
      mileage_rate_cents: centsToDollarsText(settings.mileage_rate_cents),
      tips_to_tech: settings.tips_to_tech,
    },
  });
  const kind = useWatch({ control, name: 'pay_period' });
  const cycle = useWatch({ control, name: 'bi_weekly_cycle' });
  const typedStart = useWatch({ control, name: 'bi_weekly_start' });
  const biWeeklyStart = cycle === 'fixed' && isCalendarDay(typedStart) ? typedStart : null;
  const failure = formFailure(save.error, FIELDS, serverFailureLine);
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notify('Payroll settings were saved.'),
      onError: (error) => applyServerFieldErrors(error, FIELDS, setError),
    }),
  );
  return (
    <Box component="form" noValidate aria-label="Payroll rules" onSubmit={submit}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Typography variant="h6" component="h2">
        Pay Period
      </Typography>
      <Box sx={{ maxWidth: 320 }}>
        <FormSelectField control={control} name="pay_period" label="Pay Period" options={PERIOD_OPTIONS} />
        {kind === 'bi_weekly' && (
          <FormSelectField control={control} name="bi_weekly_cycle" label="Bi-weekly Cycle" options={CYCLE_OPTIONS} />
        )}
        {kind === 'bi_weekly' && cycle === 'fixed' && (
          <FormTextField control={control} name="bi_weekly_start" label="First Day of a Pay Period" type="date" />
        )}
      </Box>
      <PayPeriodPreview kind={kind} biWeeklyStart={biWeeklyStart} />
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Overtime, Mileage and Tips
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Hours over the weekly limit in one workweek (Monday to Sunday) are overtime; with a daily limit, hours over it
        in one day are overtime too. Overtime pays the hourly rate times the multiplier.
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="overtime_weekly_threshold_minutes"
          label="Overtime After (hours per week)"
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="overtime_daily_threshold_minutes"
          label="Daily Overtime After (hours per day, blank for none)"
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="overtime_multiplier_bps"
          label="Overtime Multiplier (e.g. 1.5)"
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="mileage_rate_cents"
          label="Mileage Reimbursement ($ per mile)"
          inputMode="numeric"
        />
      </Box>
      <FormSwitch
        control={control}
        name="tips_to_tech"
        label="Tips pass to the tech"
        helperText="Tips clients leave are paid to the visit's tech on the pay slip."
      />
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ mt: 2 }}>
          Save Payroll Settings
        </Button>
      </Box>
    </Box>
  );
}
