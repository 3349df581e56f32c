import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { stripeNameOnCardSchema } from '@employee-portal/core/billing/card-form.schema';
import { messages } from '@employee-portal/core/messages/catalogue';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import type { CardFormHandle } from './card-form-handle.ts';
import { CARD_ENTRY_UNAVAILABLE, loadStripe, type StripeCardElement, type StripeInstance } from './stripe-js.ts';

const nameSchema = z.object({ name_on_card: stripeNameOnCardSchema });
type NameInput = z.input<typeof nameSchema>;
type NameOutput = z.output<typeof nameSchema>;

/**
 * Spec §5 "Stripe-type card form" in live mode: Stripe's card element judges the card; the name on the card is ours
 * ('No name on Card'). The card is turned into a token only when the dialog submits.
 */
export function StripeElementsForm({
  ref,
  publishableKey,
  stripeAccount = null,
}: {
  ref: Ref<CardFormHandle>;
  publishableKey: string;
  /** The organization's connected account, for a client's card (null: the platform's own, for the subscription). */
  stripeAccount?: string | null;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ instance: StripeInstance; card: StripeCardElement } | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const labelId = useId();
  const { control, handleSubmit } = useForm<NameInput, unknown, NameOutput>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name_on_card: '' },
  });

  useEffect(() => {
    let cancelled = false;
    loadStripe(publishableKey, stripeAccount).then(
      (instance) => {
        if (cancelled || !mountRef.current) return;
        const card = instance.elements().create('card', { hidePostalCode: false });
        card.mount(mountRef.current);
        card.on('change', (change) => setCardError(change.error?.message ?? null));
        stripe.current = { instance, card };
      },
      () => {
        if (!cancelled) setLoadFailed(true);
      },
    );
    return () => {
      cancelled = true;
      stripe.current?.card.destroy();
      stripe.current = null;
    };
  }, [publishableKey, stripeAccount]);

  useImperativeHandle(
    ref,
    () => ({
      read: async () => {
        const name = await new Promise<string | null>((resolve) => {
          void handleSubmit(
            (values) => resolve(values.name_on_card),
            () => resolve(null),
          )();
        });
        if (name === null || !stripe.current) return null;
        const result = await stripe.current.instance.createToken(stripe.current.card, { name });
        if (!result.token) {
          setCardError(result.error?.message ?? messages.somethingWentWrong);
          return null;
        }
        return { processor: 'stripe', stripeToken: result.token.id, name_on_card: name };
      },
    }),
    [handleSubmit],
  );

  if (loadFailed) return <Alert severity="error">{CARD_ENTRY_UNAVAILABLE}</Alert>;
  return (
    <Box role="group" aria-label="Card">
      <FormTextField control={control} name="name_on_card" label="Name on card" autoComplete="cc-name" required />
      <FormControl fullWidth margin="normal" error={Boolean(cardError)} required>
        <FormLabel id={labelId} sx={{ mb: 0.5, fontSize: '0.875rem' }}>
          Card
        </FormLabel>
        <Box
          ref={mountRef}
          aria-labelledby={labelId}
          sx={{ border: 1, borderColor: cardError ? 'error.main' : 'divider', borderRadius: 1, p: 1.5 }}
        />
        {cardError && <FormHelperText>{cardError}</FormHelperText>}
      </FormControl>
    </Box>
  );
}
