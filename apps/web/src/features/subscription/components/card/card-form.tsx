import type { Ref } from 'react';
import Alert from '@mui/material/Alert';
import type { CardFormSettings } from '../../api/card-form-settings.ts';
import type { CardFormHandle } from './card-form-handle.ts';
import { CardConnectForm } from './card-connect-form.tsx';
import { StripeElementsForm } from './stripe-elements-form.tsx';
import { StripeTestCardForm } from './stripe-test-card-form.tsx';

interface CardFormProps {
  ref: Ref<CardFormHandle>;
  /** Client card forms name the organization's connected Stripe account; the subscription's form names none. */
  settings: CardFormSettings & { stripe_account_id?: string | null };
  serverCardError?: string | null;
}

/** The card form the organization's processor needs (GET card_form): CardConnect's, or the Stripe-type form. */
export function CardForm({ ref, settings, serverCardError }: CardFormProps) {
  if (settings.processor === 'card_connect') {
    if (settings.tokenizer_url)
      return (
        <CardConnectForm
          ref={ref}
          tokenizerUrl={settings.tokenizer_url}
          testMode={settings.test_mode}
          serverCardError={serverCardError}
        />
      );
  } else if (settings.test_mode) {
    return <StripeTestCardForm ref={ref} />;
  } else if (settings.stripe_publishable_key) {
    return (
      <StripeElementsForm
        ref={ref}
        publishableKey={settings.stripe_publishable_key}
        stripeAccount={settings.stripe_account_id ?? null}
      />
    );
  }
  // The server names a processor it has no card entry for: tell it rather than show a form that cannot work.
  return <Alert severity="error">Card payments are not set up on this server yet. Please contact support.</Alert>;
}
