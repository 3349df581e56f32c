import { useImperativeHandle, useMemo, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import { calendarMonthOf } from '@employee-portal/core/billing/card-expiry';
import { stripeNameOnCardSchema } from '@employee-portal/core/billing/card-form.schema';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { digitsOnly } from '../../../../lib/input-masks.ts';
import type { CardFormHandle } from './card-form-handle.ts';
import { stripeTestToken } from './stripe-test-card.ts';

type TestCardInput = { name_on_card: string; number: string; expiry: string; cvc: string };
type TestCardOutput = { name_on_card: string; stripeToken: string };

/** Spec §9: a card number has at most 19 digits. */
const numberMask = digitsOnly(19);
const cvcMask = digitsOnly(4);

function testCardSchema(today: ReturnType<typeof calendarMonthOf>) {
  return z
    .object({ name_on_card: stripeNameOnCardSchema, number: z.string(), expiry: z.string(), cvc: z.string() })
    .superRefine((card, ctx) => {
      const result = stripeTestToken(card, today);
      if ('errors' in result)
        for (const [field, message] of Object.entries(result.errors))
          ctx.addIssue({ code: 'custom', path: [field], message });
    })
    .transform((card) => {
      const result = stripeTestToken(card, today);
      return { name_on_card: card.name_on_card, stripeToken: 'token' in result ? result.token : '' };
    });
}

/** The Stripe-type form in test mode: a local card form standing in for Stripe's element. */
export function StripeTestCardForm({ ref }: { ref: Ref<CardFormHandle> }) {
  const schema = useMemo(() => testCardSchema(calendarMonthOf(new Date())), []);
  const { control, handleSubmit } = useForm<TestCardInput, unknown, TestCardOutput>({
    resolver: zodResolver(schema),
    defaultValues: { name_on_card: '', number: '', expiry: '', cvc: '' },
  });

  useImperativeHandle(
    ref,
    () => ({
      read: () =>
        new Promise((resolve) => {
          void handleSubmit(
            ({ name_on_card, stripeToken }) => resolve({ processor: 'stripe', name_on_card, stripeToken }),
            () => resolve(null),
          )();
        }),
    }),
    [handleSubmit],
  );

  return (
    <Box role="group" aria-label="Card">
      <FormTextField control={control} name="name_on_card" label="Name on card" autoComplete="cc-name" required />
      <FormTextField
        control={control}
        name="number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        mask={numberMask}
        required
      />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <FormTextField
          control={control}
          name="expiry"
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          maxLength={5}
          required
        />
        <FormTextField
          control={control}
          name="cvc"
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          mask={cvcMask}
          required
        />
      </Box>
    </Box>
  );
}
