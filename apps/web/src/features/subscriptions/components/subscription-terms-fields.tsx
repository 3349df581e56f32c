import type { ReactNode } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { formatCents } from '@employee-portal/core/billing/money';
import { planWithFrequency } from '@employee-portal/core/scheduling/service-frequency';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import type { ServicePlanOption, SubscriptionOptions } from '../api/subscriptions.ts';
import { isPriceChanged, UNASSIGNED, type SubscriptionFormValues } from '../subscription-form.ts';
import { techChoices } from '../tech-choices.ts';
import { ServiceDaysField } from './service-days-field.tsx';

const CROSS_SELL_FREQUENCY_WORDS = { every_visit: 'a visit', once: 'once', monthly: 'a month' } as const;

interface TermsFieldsProps {
  control: Control<SubscriptionFormValues>;
  options: SubscriptionOptions;
  plan: ServicePlanOption | undefined;
  listPriceCents: number | null;
  /** The user typed a price: it no longer follows the plan's list price. */
  onPriceTyped: () => void;
  /** Fields between the plan and the service days (the start date of a new subscription). */
  afterPlan?: ReactNode;
  /** Who the subscription is assigned to now, kept in the picker even when no longer a field technician. */
  assignedTech?: { id: number; name: string } | null;
}

/** What a subscription is made of, shared by Subscribe and Change: plan, days, tech, add-ons and price. */
export function SubscriptionTermsFields({
  control,
  options,
  plan,
  listPriceCents,
  onPriceTyped,
  afterPlan,
  assignedTech = null,
}: TermsFieldsProps) {
  const price = useWatch({ control, name: 'price' });
  const planOptions = options.service_plans.map((option) => ({
    value: String(option.id),
    label: planWithFrequency(option.name, option.frequency),
  }));
  const techOptions = techChoices(options.techs, UNASSIGNED, assignedTech);
  const basis = plan?.price_basis === 'per_month' ? 'a month' : 'a visit';
  return (
    <>
      <FormSelectField control={control} name="service_plan_id" label="Plan" options={planOptions} required />
      {afterPlan}
      <Controller
        control={control}
        name="service_days"
        render={({ field, fieldState }) => (
          <ServiceDaysField
            plan={plan}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormSelectField control={control} name="assigned_user_id" label="Field Tech" options={techOptions} />
      {options.cross_sells.length > 0 && (
        <Controller
          control={control}
          name="cross_sell_ids"
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" margin="normal" fullWidth error={Boolean(fieldState.error)}>
              <FormLabel component="legend">Cross-Sells</FormLabel>
              <FormGroup>
                {options.cross_sells.map((crossSell) => (
                  <FormControlLabel
                    key={crossSell.id}
                    label={`${crossSell.name} (${formatCents(crossSell.price_cents)} ${CROSS_SELL_FREQUENCY_WORDS[crossSell.frequency]})`}
                    control={
                      <Checkbox
                        checked={field.value.includes(crossSell.id)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, crossSell.id]
                              : field.value.filter((id) => id !== crossSell.id),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {fieldState.error && (
                <Box sx={{ color: 'error.main', typography: 'caption' }}>{fieldState.error.message}</Box>
              )}
            </FormControl>
          )}
        />
      )}
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <Controller
          control={control}
          name="price"
          render={({ field, fieldState }) => (
            <TextField
              label="Price ($)"
              margin="normal"
              fullWidth
              name={field.name}
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => {
                onPriceTyped();
                field.onChange(event.target.value);
              }}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                (listPriceCents !== null ? `List price ${formatCents(listPriceCents)} ${basis}` : `Price ${basis}`)
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
        />
        {isPriceChanged(price, listPriceCents) && (
          <Controller
            control={control}
            name="price_override_reason"
            render={({ field, fieldState }) => (
              <TextField
                label="Reason for price change"
                required
                margin="normal"
                fullWidth
                {...field}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            )}
          />
        )}
      </Box>
    </>
  );
}
