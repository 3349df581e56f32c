import { useCallback, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { calendarMonthOf, EXPIRY_MONTHS, expiryYearChoices } from '@employee-portal/core/billing/card-expiry';
import {
  cardConnectFormSchema,
  type CardConnectCard,
  type CardConnectFormInput,
} from '@employee-portal/core/billing/card-form.schema';
import { FormSelectField } from '../../../../components/form/form-select-field.tsx';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { digitsOnly } from '../../../../lib/input-masks.ts';
import type { CardFormHandle } from './card-form-handle.ts';
import { TokenizerFrame } from './tokenizer-frame.tsx';

interface CardConnectFormProps {
  ref: Ref<CardFormHandle>;
  tokenizerUrl: string;
  testMode: boolean;
  /** A server answer naming the card number (e.g. a token the processor refused), shown under the frame. */
  serverCardError?: string | null;
}

const MONTH_OPTIONS = EXPIRY_MONTHS.map((month) => ({ value: month, label: month }));
const zipMask = digitsOnly(5);

/** Spec §5 "Card form (card-connect type)": name, billing zip, the tokenized number, expiry month and year, CVV. */
export function CardConnectForm({ ref, tokenizerUrl, testMode, serverCardError }: CardConnectFormProps) {
  // The holder's calendar month decides expiry and the year list; a dialog is not open long enough for it to change.
  const today = useMemo(() => calendarMonthOf(new Date()), []);
  const yearOptions = useMemo(() => expiryYearChoices(today).map((year) => ({ value: year, label: year })), [today]);
  const schema = useMemo(() => cardConnectFormSchema(today), [today]);
  const { control, handleSubmit, setValue, formState } = useForm<CardConnectFormInput, unknown, CardConnectCard>({
    resolver: zodResolver(schema),
    defaultValues: { name_on_card: '', postal: '', cc_token: '', expiry_month: '', expiry_year: '', cvv: '' },
  });
  // The frame's own reason there is no token ('Invalid card number'); it wins over 'Card number is required'.
  const [frameError, setFrameError] = useState<string | null>(null);
  const { isSubmitted } = formState;

  const onToken = useCallback(
    (token: string) => {
      setFrameError(null);
      setValue('cc_token', token, { shouldValidate: isSubmitted });
    },
    [setValue, isSubmitted],
  );
  const onFrameError = useCallback(
    (text: string) => {
      setFrameError(text);
      setValue('cc_token', '', { shouldValidate: isSubmitted });
    },
    [setValue, isSubmitted],
  );

  useImperativeHandle(
    ref,
    () => ({
      read: () =>
        new Promise((resolve) => {
          void handleSubmit(
            (card) => resolve({ processor: 'card_connect', card }),
            () => resolve(null),
          )();
        }),
    }),
    [handleSubmit],
  );

  const cardError = frameError ?? formState.errors.cc_token?.message ?? serverCardError ?? undefined;

  return (
    <Box role="group" aria-label="Card">
      <FormTextField control={control} name="name_on_card" label="Name on card" autoComplete="cc-name" required />
      <TokenizerFrame
        url={tokenizerUrl}
        testMode={testMode}
        error={cardError}
        onToken={onToken}
        onError={onFrameError}
      />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}>
        <FormSelectField
          control={control}
          name="expiry_month"
          label="Expiry month"
          options={MONTH_OPTIONS}
          autoComplete="cc-exp-month"
          required
        />
        <FormSelectField
          control={control}
          name="expiry_year"
          label="Expiry year"
          options={yearOptions}
          autoComplete="cc-exp-year"
          required
        />
        <FormTextField
          control={control}
          name="cvv"
          label="CVV"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
        />
      </Box>
      <FormTextField
        control={control}
        name="postal"
        label="Billing zip code"
        inputMode="numeric"
        autoComplete="postal-code"
        mask={zipMask}
        required
      />
    </Box>
  );
}
