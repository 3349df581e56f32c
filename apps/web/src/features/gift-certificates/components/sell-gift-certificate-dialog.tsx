import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SellGiftCertificateBody } from '@employee-portal/core/subscriptions/gift-certificate.schema';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors.ts';
import { useOrganizationToday } from '../../../lib/organization-today.ts';
import { useSellGiftCertificate, type GiftCertificate } from '../api/gift-certificates.ts';
import { GiftCertificateDetailFields } from './gift-certificate-detail-fields.tsx';
import {
  emptySellForm,
  SELL_FIELD_OF_SERVER_FIELD,
  sellFormSchemaOn,
  type SellFormValues,
} from '../gift-certificate-forms.ts';

interface SellDialogProps {
  open: boolean;
  onSold: (certificate: GiftCertificate) => void;
  onClose: () => void;
}

/** 'Sell Gift Certificate': amount, purchaser, recipient, message and an optional expiry; the server makes the code. */
export function SellGiftCertificateDialog(props: SellDialogProps) {
  return props.open ? <SellDialogContent {...props} /> : null;
}

function SellDialogContent({ onSold, onClose }: SellDialogProps) {
  const sell = useSellGiftCertificate();
  const today = useOrganizationToday();
  const schema = useMemo(() => sellFormSchemaOn(today), [today]);
  const form = useForm<SellFormValues, unknown, SellGiftCertificateBody>({
    resolver: zodResolver(schema),
    defaultValues: emptySellForm,
  });
  const { control, handleSubmit, setError } = form;
  const fieldErrors = serverFieldErrors(sell.error);
  const placed = Object.keys(fieldErrors).some((field) => field in SELL_FIELD_OF_SERVER_FIELD);
  const failure = sell.isError && !placed ? serverMessage(sell.error) : null;

  const submit = handleSubmit((body) =>
    sell.mutate(body, {
      onSuccess: (answer) => onSold(answer.gift_certificate),
      onError: (error) => {
        for (const [field, message] of Object.entries(serverFieldErrors(error))) {
          const formField = SELL_FIELD_OF_SERVER_FIELD[field];
          if (formField) setError(formField, { message });
        }
      },
    }),
  );

  return (
    <Dialog
      open
      onClose={sell.isPending ? undefined : onClose}
      aria-labelledby="sell-gift-certificate-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="sell-gift-certificate-title">Sell Gift Certificate</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} aria-label="Sell gift certificate">
        <DialogContent sx={{ pt: 0 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <FormTextField control={control} name="amount" label="Amount ($)" inputMode="numeric" autoFocus required />
          <FormProvider {...form}>
            <GiftCertificateDetailFields />
          </FormProvider>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sell.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={sell.isPending}>
            Sell
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
