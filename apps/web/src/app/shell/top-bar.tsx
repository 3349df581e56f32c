import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { PRODUCT_NAME } from '@employee-portal/core/version';
import { ZoomableImage } from '../../components/image-lightbox/zoomable-image.tsx';
import { useSessionStore } from '../../lib/session-store.ts';
import { isSameAccount, MAX_ACCOUNTS_IN_MENU } from '../../lib/stored-accounts.ts';
import {
  AnotherAccountDialog,
  SelectAccountDialog,
  useLogoutMutation,
  useSwitchAccount,
  useSwitchOrganization,
} from '../../features/auth/index.ts';
import { NotificationBell } from '../../features/notifications/index.ts';
import { AccountMenu } from './account-menu.tsx';
import { headerBranding } from './header-branding.ts';

interface TopBarProps {
  user: SignedInUser;
  /** The organization has a subscription or an active trial: the bell works only then. */
  active: boolean;
  /** A first login that must change its password: only that page and Logout are offered. */
  passwordChangeDue: boolean;
  live: boolean;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

export function TopBar({ user, active, passwordChangeDue, live, drawerOpen, onToggleDrawer }: TopBarProps) {
  const branding = headerBranding(user);
  const users = useSessionStore((state) => state.users);
  // A logo that fails to load is hidden rather than shown as a broken image with its alt text.
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const logo = branding.logo !== failedLogo ? branding.logo : null;
  const [dialog, setDialog] = useState<'another_account' | 'select_account' | null>(null);
  const closeDialog = () => setDialog(null);

  const switchAccount = useSwitchAccount();
  const switchOrganization = useSwitchOrganization();
  const logout = useLogoutMutation();
  const otherAccounts = users.filter((account) => !isSameAccount(account, user));
  // Spec §2/§9: 2 to 6 stored accounts are listed in the avatar menu; above 6 the swap icon opens a picker.
  const manyAccounts = !passwordChangeDue && users.length > MAX_ACCOUNTS_IN_MENU;
  const logoAlt = `${branding.logoOwner} logo`;

  return (
    <AppBar
      position="fixed"
      elevation={1}
      data-live-events={live ? 'connected' : 'disconnected'}
      sx={{ zIndex: (t) => t.zIndex.drawer + 1, bgcolor: branding.background, color: branding.text }}
    >
      <Toolbar>
        {!passwordChangeDue && (
          <IconButton
            edge="start"
            color="inherit"
            aria-label={drawerOpen ? 'Close navigation' : 'Open navigation'}
            aria-controls="main-navigation"
            aria-expanded={drawerOpen}
            onClick={onToggleDrawer}
            sx={{ mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
        )}
        {logo && (
          <ZoomableImage src={logo} alt={logoAlt} sx={{ mr: 1.5 }}>
            <Box
              component="img"
              src={logo}
              alt={logoAlt}
              onError={() => setFailedLogo(logo)}
              // Whole at any shape: a wide logo is scaled down to fit beside the title on a phone, never cut off.
              sx={{ height: 32, maxWidth: { xs: 112, sm: 200 }, objectFit: 'contain', display: 'block' }}
            />
          </ZoomableImage>
        )}
        <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1 }}>
          {PRODUCT_NAME}
        </Typography>
        {branding.managedBy && (
          <Typography variant="body2" noWrap sx={{ mr: 2, display: { xs: 'none', sm: 'block' } }}>
            {branding.managedBy}
          </Typography>
        )}
        {!passwordChangeDue && <NotificationBell active={active} />}
        {manyAccounts && (
          <IconButton
            color="inherit"
            aria-label="Select Another Account"
            onClick={() => setDialog('select_account')}
            disabled={switchAccount.isPending}
          >
            <SwapHorizIcon />
          </IconButton>
        )}
        <Box sx={{ ml: 1 }}>
          <AccountMenu
            user={user}
            passwordChangeDue={passwordChangeDue}
            otherAccounts={manyAccounts || passwordChangeDue ? [] : otherAccounts}
            onSwitchAccount={(account) => switchAccount.mutate(account)}
            onSwitchOrganization={(organizationId) => switchOrganization.mutate(organizationId)}
            onLoginAnother={() => setDialog('another_account')}
            onLogout={() => logout.mutate()}
            busy={switchAccount.isPending || switchOrganization.isPending || logout.isPending}
          />
        </Box>
      </Toolbar>
      <AnotherAccountDialog open={dialog === 'another_account'} onClose={closeDialog} />
      <SelectAccountDialog
        open={dialog === 'select_account'}
        accounts={otherAccounts}
        onClose={closeDialog}
        onSelect={(account) => switchAccount.mutate(account)}
      />
    </AppBar>
  );
}
