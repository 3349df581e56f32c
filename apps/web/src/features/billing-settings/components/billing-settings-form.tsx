import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  billingModeExplanations,
  type BillingSettingsWire,
} from '@employee-portal/core/billing/billing-settings.schema';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFailureLine, serverFieldErrors } from '../../../lib/api-errors.ts';
import { useSaveBillingSettings } from '../api/billing-settings.ts';

/** Typed numbers stay text until sent, so a cleared box is the server's 'Must be a number', not a silent 0. */
const asNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));
const START_DAY = 'start_day';
const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
const dayLabel = (day: number) => (day === 31 ? '31st (last day of the month)' : String(day));

export function BillingSettingsForm({ settings }: { settings: BillingSettingsWire }) {
  const save = useSaveBillingSettings();
  const notify = useNotify();
  const [mode, setMode] = useState(settings.billing_mode);
  const [billingDay, setBillingDay] = useState(
    settings.fixed_billing_day === null ? START_DAY : String(settings.fixed_billing_day),
  );
  const [dueDays, setDueDays] = useState(String(settings.due_days));
  const [autopay, setAutopay] = useState(settings.autopay);
  const [retryDays, setRetryDays] = useState(settings.retry_days.join(', '));
  const [taxRate, setTaxRate] = useState(String(settings.default_tax_rate_percent));
  const [taxId, setTaxId] = useState(settings.business_tax_id ?? '');
  const [footer, setFooter] = useState(settings.invoice_footer ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      await save.mutateAsync({
        billing_mode: mode,
        fixed_billing_day: billingDay === START_DAY ? null : Number(billingDay),
        due_days: asNumber(dueDays),
        autopay,
        retry_days: retryDays
          .split(',')
          .map((day) => day.trim())
          .filter(Boolean)
          .map(asNumber),
        default_tax_rate_percent: asNumber(taxRate),
        business_tax_id: taxId,
        invoice_footer: footer,
      });
      notify('Billing settings were saved.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const fieldErrors = serverFieldErrors(error);
        // A problem with one retry day ('retry_days.1') belongs to the one retry days box.
        const retry = Object.entries(fieldErrors).find(([field]) => field.startsWith('retry_days'));
        setErrors(retry ? { ...fieldErrors, retry_days: retry[1] } : fieldErrors);
      } else setFailure(serverFailureLine(error));
    }
  };

  return (
    <Box component="form" noValidate aria-label="Billing settings" onSubmit={(event) => void submit(event)}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <FormControl component="fieldset" margin="normal" fullWidth error={Boolean(errors.billing_mode)}>
        <FormLabel component="legend">Billing Mode</FormLabel>
        <RadioGroup value={mode} onChange={(event) => setMode(event.target.value as typeof mode)}>
          <FormControlLabel value="prepaid" control={<Radio />} label={`Prepaid: ${billingModeExplanations.prepaid}`} />
          <FormControlLabel
            value="postpaid"
            control={<Radio />}
            label={`Postpaid: ${billingModeExplanations.postpaid}`}
          />
        </RadioGroup>
        {errors.billing_mode && <FormHelperText>{errors.billing_mode}</FormHelperText>}
      </FormControl>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          label="Billing Day"
          margin="normal"
          sx={{ minWidth: 260 }}
          value={billingDay}
          onChange={(event) => setBillingDay(event.target.value)}
          error={Boolean(errors.fixed_billing_day)}
          helperText={errors.fixed_billing_day ?? 'The day of the month each billing period starts.'}
        >
          <MenuItem value={START_DAY}>Each client's start day</MenuItem>
          {DAYS.map((day) => (
            <MenuItem key={day} value={String(day)}>
              {dayLabel(day)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Due Terms (days)"
          margin="normal"
          value={dueDays}
          onChange={(event) => setDueDays(event.target.value)}
          error={Boolean(errors.due_days)}
          helperText={errors.due_days ?? '0 means due on receipt.'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label="Default Sales Tax Rate (%)"
          margin="normal"
          value={taxRate}
          onChange={(event) => setTaxRate(event.target.value)}
          error={Boolean(errors.default_tax_rate_percent)}
          helperText={errors.default_tax_rate_percent ?? 'Where no zip or work area rate applies.'}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Box>
      <FormControl component="fieldset" margin="normal" fullWidth>
        <FormLabel component="legend">Autopay</FormLabel>
        <FormControlLabel
          label="Charge the card on file automatically (the default for new invoices)"
          control={<Switch checked={autopay} onChange={(event) => setAutopay(event.target.checked)} />}
        />
        <TextField
          label="Autopay Retry Days"
          margin="normal"
          value={retryDays}
          onChange={(event) => setRetryDays(event.target.value)}
          error={Boolean(errors.retry_days)}
          helperText={
            errors.retry_days ?? 'Days after a failed charge to try again: 1 to 3 days, ascending, e.g. 1, 3, 7.'
          }
        />
      </FormControl>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          label="Business Tax ID"
          margin="normal"
          value={taxId}
          onChange={(event) => setTaxId(event.target.value)}
          error={Boolean(errors.business_tax_id)}
          helperText={errors.business_tax_id ?? 'Printed on invoices.'}
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
      </Box>
      <TextField
        label="Invoice Footer"
        margin="normal"
        fullWidth
        multiline
        minRows={2}
        value={footer}
        onChange={(event) => setFooter(event.target.value)}
        error={Boolean(errors.invoice_footer)}
        helperText={errors.invoice_footer ?? 'Printed at the bottom of every invoice.'}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Button type="submit" variant="contained" loading={save.isPending} sx={{ mt: 1 }}>
        Save Settings
      </Button>
    </Box>
  );
}
