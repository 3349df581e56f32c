import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { PRODUCT_NAME } from '@employee-portal/core/version';
import { AccountMenu } from './account-menu.tsx';
import { headerBranding } from './header-branding.ts';

interface TopBarProps {
  user: SignedInUser;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

export function TopBar({ user, drawerOpen, onToggleDrawer }: TopBarProps) {
  const theme = useTheme();
  const branding = headerBranding(user);
  // A logo that fails to load is hidden rather than shown as a broken image with its alt text.
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const logo = branding.logo !== failedLogo ? branding.logo : null;
  let textColor = '#ffffff';
  try {
    textColor = theme.palette.getContrastText(branding.background);
  } catch {
    // A franchise colour MUI cannot parse keeps white text rather than breaking the shell.
  }

  return (
    <AppBar position="fixed" elevation={1} sx={{ zIndex: (t) => t.zIndex.drawer + 1, bgcolor: branding.background, color: textColor }}>
      <Toolbar>
        <IconButton edge="start" color="inherit" aria-label={drawerOpen ? 'Close navigation' : 'Open navigation'} aria-controls="main-navigation" aria-expanded={drawerOpen} onClick={onToggleDrawer} sx={{ mr: 1 }}>
          <MenuIcon />
        </IconButton>
        {logo && (
          <Box component="img" src={logo} alt={`${user.belongs_to_franchise_name ?? 'Franchise'} logo`} onError={() => setFailedLogo(logo)} sx={{ height: 32, mr: 1.5 }} />
        )}
        <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1 }}>
          {PRODUCT_NAME}
        </Typography>
        {branding.managedBy && (
          <Typography variant="body2" noWrap sx={{ mr: 2, display: { xs: 'none', sm: 'block' } }}>
            {branding.managedBy}
          </Typography>
        )}
        <AccountMenu user={user} />
      </Toolbar>
    </AppBar>
  );
}
