import { useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { hasPermission } from '@employee-portal/core/access/permissions';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { useLogoutMutation } from '../../features/auth/api/logout.ts';

const MENU_ID = 'account-menu';

/** The avatar button and its menu (spec §2 "Top bar"): account actions the user holds, then Logout. */
export function AccountMenu({ user }: { user: SignedInUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const logout = useLogoutMutation();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const initial = user.full_name.trim().charAt(0).toUpperCase();

  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-controls={open ? MENU_ID : undefined}
        aria-expanded={open}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar src={user.avatar || undefined} alt={user.full_name} sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
          {initial}
        </Avatar>
      </IconButton>
      <Menu id={MENU_ID} anchorEl={anchor} open={open} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle2">{user.full_name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.organization_name}
          </Typography>
        </Box>
        <Divider />
        {hasPermission(user.permissions, 'change_password') && (
          <MenuItem component={RouterLink} to={pathTo('change_password')} onClick={close}>
            <ListItemIcon>
              <LockResetIcon fontSize="small" />
            </ListItemIcon>
            Change Password
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            logout.mutate();
          }}
          disabled={logout.isPending}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
