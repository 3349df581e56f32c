/**
 * A member's pay rules as a form: one schema, one set of fields and labels, used by the staff member page and by the
 * payroll settings' table of every member, so both edit the same thing the same way.
 */
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import Box from '@mui/material/Box';
import { centsToDollarsText } from '@employee-portal/core/billing/money';
import { messages } from '@employee-portal/core/messages/catalogue';
import {
  adpFileNumberField,
  gustoEmployeeIdField,
  MAX_SALARY_CENTS_PER_YEAR,
} from '@employee-portal/core/payroll/payroll-settings.schema';
import type { StaffPayRules } from '@employee-portal/core/payroll/payroll-settings.responses';
import { bpsToPercentText, MAX_RATE_CENTS, percentToBps } from '@employee-portal/core/staff/pay';
import { dollarsField } from '../../components/form/dollars-field.ts';
import { FormTextField } from '../../components/form/form-text-field.tsx';

export const payRulesFormSchema = z.object({
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
  gusto_employee_id: gustoEmployeeIdField(),
  adp_file_number: adpFileNumberField(),
});
export type PayRulesInput = z.input<typeof payRulesFormSchema>;
export type PayRulesOutput = z.output<typeof payRulesFormSchema>;

export const PAY_RULE_FIELDS = Object.keys(payRulesFormSchema.shape) as (keyof PayRulesInput)[];

type PayRulesValues = Omit<StaffPayRules, 'membership_id' | 'full_name' | 'role_name'>;

export const payRulesFormValues = (rules: PayRulesValues): PayRulesInput => ({
  hourly_rate_cents: centsToDollarsText(rules.hourly_rate_cents),
  per_job_rate_cents: centsToDollarsText(rules.per_job_rate_cents),
  per_dog_rate_cents: centsToDollarsText(rules.per_dog_rate_cents),
  per_yard_rate_cents: centsToDollarsText(rules.per_yard_rate_cents),
  commission_bps: bpsToPercentText(rules.commission_bps),
  salary_cents_per_year: centsToDollarsText(rules.salary_cents_per_year),
  mileage_rate_cents: centsToDollarsText(rules.mileage_rate_cents),
  gusto_employee_id: rules.gusto_employee_id ?? '',
  adp_file_number: rules.adp_file_number ?? '',
});

export function PayRulesFields({ control }: { control: Control<PayRulesInput, unknown, PayRulesOutput> }) {
  return (
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
      <FormTextField control={control} name="gusto_employee_id" label="Gusto Employee ID" />
      <FormTextField control={control} name="adp_file_number" label="ADP File #" inputMode="numeric" />
    </Box>
  );
}
