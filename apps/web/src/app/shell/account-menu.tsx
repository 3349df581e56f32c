import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import BusinessIcon from '@mui/icons-material/Business';
import CheckIcon from '@mui/icons-material/Check';
import EventIcon from '@mui/icons-material/Event';
import LockResetIcon from '@mui/icons-material/LockReset';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { hasPermission, type Permission } from '@employee-portal/core/access/permissions';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { ZoomableImage } from '../../components/image-lightbox/zoomable-image.tsx';
import { accountLabel, type StoredAccount } from '../../lib/stored-accounts.ts';

// Loaded on first opening: its form and selects stay out of the shell's first download.
const DateTimeFormatDialog = lazy(() =>
  import('../../features/account/index.ts').then((module) => ({ default: module.DateTimeFormatDialog })),
);

const MENU_ID = 'account-menu';
const SWITCH_ACCOUNT_ID = 'account-menu-switch-account';
const ORGANIZATION_ID = 'account-menu-organization';

interface AccountMenuProps {
  user: SignedInUser;
  /** A first login that must change its password: the menu offers that page and Logout, nothing else. */
  passwordChangeDue: boolean;
  /** The other stored accounts to list: given only while 2 to 6 accounts are stored (spec §2). */
  otherAccounts: readonly StoredAccount[];
  onSwitchAccount: (account: StoredAccount) => void;
  onSwitchOrganization: (organizationId: number) => void;
  onLoginAnother: () => void;
  onLogout: () => void;
  busy: boolean;
}

const initialOf = (fullName: string) => fullName.trim().charAt(0).toUpperCase();

function UserAvatar({ user, size }: { user: SignedInUser; size: number }) {
  return (
    <Avatar
      src={user.avatar || undefined}
      alt={user.full_name}
      sx={{ width: size, height: size, bgcolor: 'primary.main' }}
    >
      {initialOf(user.full_name)}
    </Avatar>
  );
}

/** The avatar button and its menu (spec §2 "Top bar"), each account action only with its permission. */
export function AccountMenu({
  user,
  passwordChangeDue,
  otherAccounts,
  onSwitchAccount,
  onSwitchOrganization,
  onLoginAnother,
  onLogout,
  busy,
}: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [choosingFormats, setChoosingFormats] = useState(false);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const closeThen = (action: () => void) => () => {
    close();
    action();
  };
  const can = (permission: Permission) => hasPermission(user.permissions, permission);
  const organizations = passwordChangeDue ? [] : user.organizations;

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
        {/* The initial shown is no part of the button's name. */}
        <Box component="span" aria-hidden sx={{ display: 'contents' }}>
          <UserAvatar user={user} size={36} />
        </Box>
      </IconButton>
      {/* The person's name and picture sit above the menu, not in it: a role=menu holds menu items only. */}
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          {user.avatar ? (
            <ZoomableImage src={user.avatar} alt={`${user.full_name}'s picture`} sx={{ borderRadius: '50%' }}>
              <UserAvatar user={user} size={48} />
            </ZoomableImage>
          ) : (
            <UserAvatar user={user} size={48} />
          )}
          <Box>
            <Typography variant="subtitle2" component="p">
              {user.full_name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {user.organization_name}
            </Typography>
          </Box>
        </Box>
        <Divider />
        <MenuList id={MENU_ID} aria-label="Account" autoFocusItem={open}>
          {/* The group captions are seen, and heard as each item's description: a menu may not hold other items. */}
          {otherAccounts.length > 0 && (
            <ListSubheader id={SWITCH_ACCOUNT_ID} aria-hidden>
              Switch account
            </ListSubheader>
          )}
          {otherAccounts.map((account) => (
            <MenuItem
              key={`${account.user_id}:${account.organization_id}`}
              aria-describedby={SWITCH_ACCOUNT_ID}
              onClick={closeThen(() => onSwitchAccount(account))}
              disabled={busy}
            >
              <ListItemIcon>
                <SwitchAccountIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{accountLabel(account)}</ListItemText>
            </MenuItem>
          ))}

          {organizations.length > 1 && (
            <ListSubheader id={ORGANIZATION_ID} aria-hidden>
              Organization
            </ListSubheader>
          )}
          {organizations.length > 1 &&
            organizations.map((organization) => {
              const current = organization.organization_id === user.organization_id;
              return (
                <MenuItem
                  key={organization.organization_id}
                  aria-describedby={ORGANIZATION_ID}
                  selected={current}
                  aria-current={current ? 'true' : undefined}
                  disabled={busy}
                  onClick={current ? close : closeThen(() => onSwitchOrganization(organization.organization_id))}
                >
                  <ListItemIcon>
                    {current ? <CheckIcon fontSize="small" /> : <BusinessIcon fontSize="small" />}
                  </ListItemIcon>
                  <ListItemText>{organization.name}</ListItemText>
                </MenuItem>
              );
            })}
          {(otherAccounts.length > 0 || organizations.length > 1) && <Divider />}

          {!passwordChangeDue && (
            <MenuItem onClick={closeThen(onLoginAnother)}>
              <ListItemIcon>
                <LoginIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>Log in With Another Account</ListItemText>
            </MenuItem>
          )}
          {(passwordChangeDue || can('change_password')) && (
            <MenuItem component={RouterLink} to={pathTo('change_password')} onClick={close}>
              <ListItemIcon>
                <LockResetIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>Change Password</ListItemText>
            </MenuItem>
          )}
          {!passwordChangeDue && can('change_email') && (
            <MenuItem component={RouterLink} to={pathTo('change_email')} onClick={close}>
              <ListItemIcon>
                <AlternateEmailIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>Change Email</ListItemText>
            </MenuItem>
          )}
          {!passwordChangeDue && can('two_factor') && (
            <MenuItem component={RouterLink} to={pathTo('two_factor')} onClick={close}>
              <ListItemIcon>
                <PhonelinkLockIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>Two-Factor Authentication</ListItemText>
              {user.two_factor === 1 && (
                <CheckIcon fontSize="small" color="success" titleAccess="Enabled" sx={{ ml: 2 }} />
              )}
            </MenuItem>
          )}
          {!passwordChangeDue && (
            <MenuItem onClick={closeThen(() => setChoosingFormats(true))}>
              <ListItemIcon>
                <EventIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>Date and Time Format</ListItemText>
            </MenuItem>
          )}
          <MenuItem onClick={closeThen(onLogout)}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Logout</ListItemText>
          </MenuItem>
        </MenuList>
      </Popover>
      {choosingFormats && (
        <Suspense fallback={null}>
          <DateTimeFormatDialog onClose={() => setChoosingFormats(false)} />
        </Suspense>
      )}
    </>
  );
}
