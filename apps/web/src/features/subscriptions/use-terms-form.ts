/**
 * The state the subscribe and change dialogs share: the form, the chosen plan, the live quote (asked once typing
 * pauses) and the price that follows the plan's list price until the user types one.
 */
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { centsToDollarsText } from '@employee-portal/core/billing/money';
import type { SubscriptionKind } from '@employee-portal/core/subscriptions/subscription-wire';
import { useSubscriptionOptions, useSubscriptionQuote } from './api/subscriptions.ts';
import { quoteBody, type FormErrors, type SubscriptionFormValues } from './subscription-form.ts';
import { useDebounced } from '../../lib/use-debounced.ts';

/** The live quote asks once typing has paused this long. */
const QUOTE_DELAY_MS = 400;

type QuoteTarget = Parameters<typeof quoteBody>[2];

interface TermsFormSetup {
  defaultValues: SubscriptionFormValues;
  target: QuoteTarget;
  initialListPriceCents: number | null;
  /** False for a running subscription whose price was set by hand: a plan change keeps that price. */
  priceFollowsList: boolean;
}

export function useTermsForm(
  kind: SubscriptionKind,
  { defaultValues, target, initialListPriceCents, priceFollowsList }: TermsFormSetup,
) {
  const options = useSubscriptionOptions(kind);
  const form = useForm<SubscriptionFormValues>({ defaultValues });
  const values = useWatch({ control: form.control }) as SubscriptionFormValues;
  const plan = options.data?.service_plans.find((option) => String(option.id) === values.service_plan_id);
  const [listPriceCents, setListPriceCents] = useState<number | null>(initialListPriceCents);
  // The price follows the plan's list price until the user types one.
  const priceTyped = useRef(!priceFollowsList);
  const quote = useSubscriptionQuote(kind, useDebounced(quoteBody(values, listPriceCents, target), QUOTE_DELAY_MS));
  const quotedListPrice = quote.data?.list_price_cents;
  const { setValue } = form;

  useEffect(() => {
    if (quotedListPrice === undefined) return;
    setListPriceCents(quotedListPrice);
    if (!priceTyped.current) setValue('price', centsToDollarsText(quotedListPrice));
  }, [quotedListPrice, setValue]);

  return { form, values, options, plan, listPriceCents, quote, onPriceTyped: () => (priceTyped.current = true) };
}

/** The form's own check of the terms (before anything is sent) puts its messages under the fields. */
export function showFormErrors(errors: FormErrors, setError: UseFormSetError<SubscriptionFormValues>) {
  for (const [field, message] of Object.entries(errors)) setError(field as keyof FormErrors, { message });
}
