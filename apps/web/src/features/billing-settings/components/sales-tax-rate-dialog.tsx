import { useState, type FormEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SalesTaxRateWire } from '@employee-portal/core/billing/billing-settings.schema';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFailureLine, serverFieldErrors } from '../../../lib/api-errors.ts';
import { useWorkAreaList } from '../../work-areas/index.ts';
import { useSaveSalesTaxRate } from '../api/billing-settings.ts';

const asNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));
const ZIP = 'zip';

/** Adds or edits a rate for one zip or one work area. Mounted only while open, so each opening starts fresh. */
export function SalesTaxRateDialog({ rate, onClose }: { rate: SalesTaxRateWire | null; onClose: () => void }) {
  const save = useSaveSalesTaxRate();
  const notify = useNotify();
  const workAreas = useWorkAreaList({ page: 1, per_page: 100 });
  const [name, setName] = useState(rate?.name ?? '');
  const [percent, setPercent] = useState(rate ? String(rate.rate_percent) : '');
  const [place, setPlace] = useState(rate?.work_area_id ? String(rate.work_area_id) : ZIP);
  const [zip, setZip] = useState(rate?.zip ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      await save.mutateAsync({
        id: rate?.id ?? null,
        body: {
          name,
          rate_percent: asNumber(percent),
          zip: place === ZIP ? zip : null,
          work_area_id: place === ZIP ? null : Number(place),
        },
      });
      notify(rate ? `${name.trim()} was saved.` : `${name.trim()} was added.`);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrors(serverFieldErrors(error));
      else setFailure(serverFailureLine(error));
    }
  };

  return (
    <FormDialog
      title={rate ? 'Edit Sales Tax Rate' : 'New Sales Tax Rate'}
      submitLabel={rate ? 'Save' : 'Add Rate'}
      busy={save.isPending}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onDiscard={onClose}
      maxWidth="xs"
    >
      <TextField
        label="Name"
        required
        autoFocus
        fullWidth
        margin="normal"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name ?? 'As printed on invoices, e.g. Denver city and county.'}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label="Rate (%)"
        required
        fullWidth
        margin="normal"
        value={percent}
        onChange={(event) => setPercent(event.target.value)}
        error={Boolean(errors.rate_percent)}
        helperText={errors.rate_percent ?? 'Up to three decimals, e.g. 8.875.'}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        select
        label="Applies To"
        fullWidth
        margin="normal"
        value={place}
        onChange={(event) => setPlace(event.target.value)}
        error={Boolean(errors.work_area_id)}
        helperText={errors.work_area_id ?? 'A zip code, or every zip of a work area.'}
      >
        <MenuItem value={ZIP}>A zip code</MenuItem>
        {(workAreas.data?.data ?? []).map((area) => (
          <MenuItem key={area.id} value={String(area.id)}>
            Work area: {area.name}
          </MenuItem>
        ))}
      </TextField>
      {place === ZIP && (
        <TextField
          label="Zip Code"
          required
          fullWidth
          margin="normal"
          value={zip}
          onChange={(event) => setZip(event.target.value.replace(/\D/g, '').slice(0, 5))}
          error={Boolean(errors.zip)}
          helperText={errors.zip ?? '5 digits.'}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
      )}
    </FormDialog>
  );
}
