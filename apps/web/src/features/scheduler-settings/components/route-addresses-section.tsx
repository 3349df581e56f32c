import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RouteAddressWire } from '@employee-portal/core/jobs/scheduler-page.schema';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors.ts';
import { useSaveRouteAddress } from '../api/scheduler-settings.ts';

/** One tech's start and end, saved on its own so editing one row never overwrites another's. */
function RouteAddressRow({ tech }: { tech: RouteAddressWire }) {
  const save = useSaveRouteAddress();
  const notify = useNotify();
  const [start, setStart] = useState(tech.start_address ?? '');
  const [end, setEnd] = useState(tech.end_address ?? '');
  const errors = save.isError ? serverFieldErrors(save.error) : {};
  const submit = () =>
    save.mutate(
      { userId: tech.user_id, body: { start_address: start, end_address: end } },
      {
        onSuccess: () => notify(`${tech.full_name}'s route addresses were saved.`),
        onError: (error) => notify(serverMessage(error), 'error'),
      },
    );
  return (
    <Box
      component="form"
      aria-label={`Route of ${tech.full_name}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '12rem 1fr 1fr auto' },
        gap: 2,
        alignItems: 'start',
        py: 1,
      }}
    >
      <Typography sx={{ pt: 1 }}>{tech.full_name}</Typography>
      <TextField
        size="small"
        label="Start Address"
        value={start}
        onChange={(event) => setStart(event.target.value)}
        error={Boolean(errors.start_address)}
        helperText={errors.start_address}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <TextField
        size="small"
        label="End Address"
        value={end}
        onChange={(event) => setEnd(event.target.value)}
        error={Boolean(errors.end_address)}
        helperText={errors.end_address}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <Button type="submit" variant="outlined" loading={save.isPending} aria-label={`Save route of ${tech.full_name}`}>
        Save
      </Button>
    </Box>
  );
}

export function RouteAddressesSection({ techs }: { techs: RouteAddressWire[] }) {
  return (
    <Box component="section" aria-labelledby="route-addresses-heading" sx={{ mt: 4 }}>
      <Typography id="route-addresses-heading" variant="h6" component="h2">
        Route Start and End
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Where each field tech's day begins and ends. Blank means the first and the last stop.
      </Typography>
      {techs.length === 0 ? (
        <Typography color="text.secondary">No field techs yet. Invite them on the Staff page.</Typography>
      ) : (
        techs.map((tech) => <RouteAddressRow key={tech.user_id} tech={tech} />)
      )}
    </Box>
  );
}
