import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { permissionGroups, permissionLabel } from '../permission-groups.ts';

interface PermissionCheckboxGridProps {
  isChecked: (permission: string) => boolean;
  isFixed?: (permission: string) => boolean;
  onToggle: (permission: string, on: boolean) => void;
}

/** Every permission as a checkbox, grouped like the menu; used for a member's extras and for a role's set. */
export function PermissionCheckboxGrid({ isChecked, isFixed = () => false, onToggle }: PermissionCheckboxGridProps) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, mt: 1 }}
    >
      {permissionGroups.map((group) => (
        <Box
          component="fieldset"
          key={group.label}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 1.5 }}
        >
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {group.label}
          </Typography>
          <FormGroup>
            {group.permissions.map((permission) => (
              <FormControlLabel
                key={permission}
                label={permissionLabel(permission)}
                control={
                  <Checkbox
                    size="small"
                    name={permission}
                    checked={isChecked(permission)}
                    disabled={isFixed(permission)}
                    onChange={(event) => onToggle(permission, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
      ))}
    </Box>
  );
}
