import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WorkAreaDetail } from '@employee-portal/core/clients/work-area.responses';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { formFailure, serverFieldErrors, serverMessage } from '../../../lib/api-errors.ts';
import { useActiveStaff, useSetTechs } from '../api/work-areas.ts';

interface TechOption {
  user_id: number;
  full_name: string;
}

/** The techs assigned to the work area, chosen among active staff. */
// The picker shows the server's errors on the chosen techs ('user_ids', 'user_ids.2'); the rest is a notice.
const techsFieldOf = (serverField: string) => (serverField.startsWith('user_ids') ? serverField : null);

export function WorkAreaTechs({ workArea }: { workArea: WorkAreaDetail }) {
  const staff = useActiveStaff();
  const save = useSetTechs(workArea.id);
  const notify = useNotify();
  const [chosen, setChosen] = useState<TechOption[]>(workArea.techs);
  const options: TechOption[] = [
    ...(staff.data ?? []).map((member) => ({ user_id: member.user_id, full_name: member.full_name })),
    // Assigned techs stay listed even when the staff page does not return them.
    ...workArea.techs.filter((tech) => !(staff.data ?? []).some((member) => member.user_id === tech.user_id)),
  ];
  const changed =
    chosen
      .map((tech) => tech.user_id)
      .sort()
      .join() !==
    workArea.techs
      .map((tech) => tech.user_id)
      .sort()
      .join();
  const fieldError = Object.entries(serverFieldErrors(save.error)).find(([field]) => techsFieldOf(field))?.[1];

  const submit = () =>
    save.mutate(
      chosen.map((tech) => tech.user_id),
      {
        onSuccess: () => notify('The assigned techs were saved.'),
        onError: (error) => {
          const failure = formFailure(error, techsFieldOf);
          if (failure) notify(failure, 'error');
        },
      },
    );

  return (
    <Box component="section" aria-labelledby="work-area-techs-heading">
      <Typography variant="h6" component="h2" id="work-area-techs-heading">
        Assigned Techs
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mt: 1 }}>
        <Autocomplete
          multiple
          sx={{ flex: '1 1 280px' }}
          options={options}
          value={chosen}
          loading={staff.isPending}
          onChange={(_, value) => setChosen(value)}
          getOptionLabel={(option) => option.full_name}
          isOptionEqualToValue={(option, value) => option.user_id === value.user_id}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Techs"
              error={Boolean(fieldError)}
              helperText={fieldError ?? (staff.isError ? serverMessage(staff.error) : undefined)}
            />
          )}
        />
        <Button variant="contained" onClick={submit} disabled={!changed} loading={save.isPending} sx={{ mt: 1 }}>
          Save Techs
        </Button>
      </Box>
    </Box>
  );
}
