import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { clientListColumns, type ClientListColumn } from '@employee-portal/core/clients/client.schema';
import { CLIENT_COLUMN_LABELS, FIXED_CLIENT_COLUMN } from '../client-columns.ts';

/** 'Columns': a menu of checkboxes over the list's columns; the name always stays. */
export function ColumnChooser({
  columns,
  onToggle,
}: {
  columns: readonly ClientListColumn[];
  onToggle: (column: ClientListColumn) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
      >
        Columns
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {clientListColumns.map((column) => {
          const checked = columns.includes(column);
          return (
            <MenuItem
              key={column}
              role="menuitemcheckbox"
              aria-checked={checked}
              disabled={column === FIXED_CLIENT_COLUMN}
              onClick={() => onToggle(column)}
              dense
            >
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={checked}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-hidden': true } }}
                />
              </ListItemIcon>
              <ListItemText>{CLIENT_COLUMN_LABELS[column]}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
