import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  plannerFrequencies,
  type PlannerFrequency,
  type PlannerOptionsBody,
} from '@employee-portal/core/routing/new-client-planner.schema';
import { serviceFrequencyLabels } from '@employee-portal/core/scheduling/service-frequency';

export type PlannerSource = { kind: 'unassigned'; id: number } | { kind: 'lead'; id: number } | { kind: 'address' };

interface PlannerFormProps {
  source: PlannerSource;
  busy: boolean;
  errors: Record<string, string>;
  onFind: (body: PlannerOptionsBody) => void;
  /** Drops the lead or location the page was opened with, for a typed address. */
  onTypeAddress: () => void;
}

const ADDRESS_INPUTS = [
  { name: 'address_line1', label: 'Address', width: 320, autoComplete: 'address-line1' },
  { name: 'city', label: 'City', width: 180, autoComplete: 'address-level2' },
  { name: 'state', label: 'State', width: 100, autoComplete: 'address-level1' },
  { name: 'zip', label: 'Zip', width: 120, autoComplete: 'postal-code' },
] as const;

type AddressInput = (typeof ADDRESS_INPUTS)[number]['name'];

/** The place (typed, or the lead's or unassigned location's) and how often it is served. */
export function PlannerForm({ source, busy, errors, onFind, onTypeAddress }: PlannerFormProps) {
  const [address, setAddress] = useState<Record<AddressInput, string>>({
    address_line1: '',
    city: '',
    state: '',
    zip: '',
  });
  const [frequency, setFrequency] = useState<PlannerFrequency>('once_a_week');
  const [startDate, setStartDate] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = startDate ? { start_date: startDate } : {};
    if (source.kind === 'unassigned') onFind({ unassigned_id: source.id, ...start });
    else if (source.kind === 'lead') onFind({ lead_id: source.id, frequency, ...start });
    else onFind({ ...address, frequency, ...start });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Plan a new client" sx={{ mt: 2 }}>
      {source.kind === 'address' ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {ADDRESS_INPUTS.map((input) => (
            <TextField
              key={input.name}
              label={input.label}
              required
              value={address[input.name]}
              onChange={(event) => setAddress((current) => ({ ...current, [input.name]: event.target.value }))}
              error={Boolean(errors[input.name])}
              helperText={errors[input.name]}
              slotProps={{ htmlInput: { autoComplete: input.autoComplete } }}
              sx={{ width: { xs: '100%', sm: input.width } }}
            />
          ))}
        </Box>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography>
            {source.kind === 'unassigned' ? 'The unassigned location’s address and plan.' : 'The lead’s address.'}
          </Typography>
          <Button onClick={onTypeAddress}>Type an address instead</Button>
        </Box>
      )}
      {errors.unassigned_id && <Typography color="error">{errors.unassigned_id}</Typography>}
      {errors.lead_id && <Typography color="error">{errors.lead_id}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mt: 2 }}>
        {source.kind !== 'unassigned' && (
          <TextField
            select
            label="Frequency"
            required
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as PlannerFrequency)}
            error={Boolean(errors.frequency)}
            helperText={errors.frequency}
            sx={{ width: { xs: '100%', sm: 220 } }}
          >
            {plannerFrequencies.map((value) => (
              <MenuItem key={value} value={value}>
                {serviceFrequencyLabels[value]}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          type="date"
          label="Earliest Start"
          value={startDate}
          onChange={(event) => setStartDate(event.target.value)}
          error={Boolean(errors.start_date)}
          helperText={errors.start_date ?? 'Blank: tomorrow'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained" loading={busy} sx={{ mt: 1 }}>
          Find best days
        </Button>
      </Box>
    </Box>
  );
}
