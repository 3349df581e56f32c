import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { MENU_GROUPS } from '@employee-portal/core/routes/menu';
import type { KeyScope } from '@employee-portal/core/open-api/key-scopes';

const GROUP_LABELS: Record<string, string> = { home: 'General' };

interface ScopePickerProps {
  /** The scopes the signed-in user holds: a key may get no others. */
  scopes: readonly KeyScope[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** The scopes by menu group, each group a labelled set of checkboxes. */
export function ScopePicker({ scopes, value, onChange, error }: ScopePickerProps) {
  const labelId = useId();
  const chosen = new Set(value);
  const toggle = (permission: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(permission);
    else next.delete(permission);
    onChange(scopes.map((scope) => scope.permission).filter((permission) => next.has(permission)));
  };
  const groups = MENU_GROUPS.map(({ group, label }) => ({
    group,
    label: GROUP_LABELS[group] ?? label,
    scopes: scopes.filter((scope) => scope.group === group),
  })).filter((group) => group.scopes.length > 0);
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <FormLabel id={labelId} required error={Boolean(error)}>
          Scopes
        </FormLabel>
        <Button size="small" onClick={() => onChange(scopes.map((scope) => scope.permission))}>
          Select All I Hold
        </Button>
        <Button size="small" onClick={() => onChange([])} disabled={value.length === 0}>
          Clear
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        The key may call what these pages call. You can give only permissions you hold.
      </Typography>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1, mt: 1 }}>
        {groups.map((group) => (
          <FormGroup key={group.group} aria-label={group.label}>
            <Typography variant="subtitle2" component="h3">
              {group.label}
            </Typography>
            {group.scopes.map((scope) => (
              <FormControlLabel
                key={scope.permission}
                label={scope.label}
                control={
                  <Checkbox
                    size="small"
                    checked={chosen.has(scope.permission)}
                    onChange={(event) => toggle(scope.permission, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        ))}
      </Box>
    </Box>
  );
}
