import { useMemo } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { PricingPlan } from '@employee-portal/core/access/organization-signup.schema';
import { perStaffLabel, tierFor } from '@employee-portal/core/billing/platform-pricing';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';

/** 'Standard ($15.00/staff/month)': the plan and its per-staff price at the organization's active staff (spec §9). */
export const planLabel = (plan: PricingPlan, activeUsers: number) =>
  `${plan.pricing_plan_name} (${perStaffLabel(tierFor(plan.tiers, activeUsers).unit_amount)})`;

interface PlanSelectProps<TValues extends FieldValues, TOutput> {
  /** A form keeping the chosen plan's id, as text, under `pricing_plan_id`. */
  control: Control<TValues, unknown, TOutput>;
  plans: readonly PricingPlan[];
  activeUsers: number;
  autoFocus?: boolean;
}

/** Spec §5 Subscribe: the pricing plan, required, each shown with its price per staff for today's active staff. */
export function PlanSelect<TValues extends FieldValues & { pricing_plan_id: string }, TOutput>({
  control,
  plans,
  activeUsers,
  autoFocus,
}: PlanSelectProps<TValues, TOutput>) {
  const options = useMemo(
    () => plans.map((plan) => ({ value: String(plan.id), label: planLabel(plan, activeUsers) })),
    [plans, activeUsers],
  );
  return (
    <FormSelectField
      control={control}
      name={'pricing_plan_id' as FieldPath<TValues>}
      label="Pricing plan"
      options={options}
      autoFocus={autoFocus}
      required
    />
  );
}
