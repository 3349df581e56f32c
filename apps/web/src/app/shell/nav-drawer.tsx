import type { ComponentType } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Drawer from '@mui/material/Drawer';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import HomeIcon from '@mui/icons-material/Home';
import SettingsIcon from '@mui/icons-material/Settings';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { buildMenu, type MenuItem } from '@employee-portal/core/routes/menu';
import { routeTable, type MenuGroup } from '@employee-portal/core/routes/route-table';

export const DRAWER_WIDTH = 248;

const GROUP_ICONS: Partial<Record<MenuGroup, ComponentType>> = { home: HomeIcon, settings: SettingsIcon };

interface NavDrawerProps {
  user: SignedInUser;
  /** The shell's clock: the menu greys out when a trial ends, without waiting for a reload. */
  now: Date;
  open: boolean;
  /** Wide screens keep the drawer beside the page; narrow ones show it over the page. */
  docked: boolean;
  onClose: () => void;
}

function MenuLink({
  item,
  icon: Icon,
  inset,
  onNavigate,
}: {
  item: MenuItem;
  icon?: ComponentType;
  inset: boolean;
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  const selected = pathname === item.path;
  const content = (
    <>
      {Icon && (
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
      )}
      <ListItemText primary={item.label} inset={inset && !Icon} />
    </>
  );
  // A greyed item (no subscription or trial) is no link at all, so neither a click nor the keyboard can follow it.
  return (
    <ListItem disablePadding>
      {item.disabled ? (
        <ListItemButton component="div" disabled>
          {content}
        </ListItemButton>
      ) : (
        <ListItemButton
          component={RouterLink}
          to={item.path}
          selected={selected}
          aria-current={selected ? 'page' : undefined}
          onClick={onNavigate}
        >
          {content}
        </ListItemButton>
      )}
    </ListItem>
  );
}

/** The left navigation (spec §2 "Menu"): the route table's menu entries the user may see, via core's buildMenu. */
export function NavDrawer({ user, now, open, docked, onClose }: NavDrawerProps) {
  const sections = buildMenu(user, routeTable, now);
  const closeIfOverlay = () => {
    if (!docked) onClose();
  };

  const content = (
    <>
      <Toolbar />
      {/* nav > ul > li: each group is a list item holding its heading and its own list, named by that heading. */}
      <Box component="nav" id="main-navigation" aria-label="Main navigation">
        <List>
          {sections.map((section) =>
            section.items.length === 1 && section.items[0]?.label === section.label ? (
              <MenuLink
                key={section.group}
                item={section.items[0]}
                icon={GROUP_ICONS[section.group]}
                inset={false}
                onNavigate={closeIfOverlay}
              />
            ) : (
              <li key={section.group}>
                <ListSubheader component="div" id={`menu-group-${section.group}`} disableSticky>
                  {section.label}
                </ListSubheader>
                <List disablePadding aria-labelledby={`menu-group-${section.group}`}>
                  {section.items.map((item) => (
                    <MenuLink key={item.name} item={item} inset onNavigate={closeIfOverlay} />
                  ))}
                </List>
              </li>
            ),
          )}
        </List>
      </Box>
    </>
  );

  const paperSx = { '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } } as const;
  return docked ? (
    <Drawer variant="persistent" open={open} sx={{ width: open ? DRAWER_WIDTH : 0, flexShrink: 0, ...paperSx }}>
      {content}
    </Drawer>
  ) : (
    // Over the page the drawer is a modal dialog, which needs a name of its own.
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={paperSx}
      slotProps={{ paper: { 'aria-label': 'Navigation menu' } }}
    >
      {content}
    </Drawer>
  );
}
