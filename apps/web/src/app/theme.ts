import { createTheme } from '@mui/material/styles';
import { green, grey, lightBlue, red, teal } from '@mui/material/colors';

/** Spec §1: the header is dark grey unless a franchise brings its own colour. */
export const HEADER_COLOR = grey[800];

/** Spec §2/§9: below this width the navigation drawer starts closed. */
export const DRAWER_BREAKPOINT_PX = 1264;

/**
 * Every colour below carries text, as text on white and on the grey page, or under white text in a button or chip:
 * each keeps 4.5:1 (WCAG AA) both ways, with room for the light tints of a hovered or selected row. MUI's defaults
 * do not (its teal[600], warning and info give 2.2–4.3:1). Spec §1's "primary teal" is teal[800].
 */
export const PALETTE = {
  primary: { main: teal[800], light: teal[600], dark: teal[900], contrastText: '#ffffff' },
  error: { main: red[800], contrastText: '#ffffff' },
  warning: { main: '#b45309', light: '#fff4e5', dark: '#663c00', contrastText: '#ffffff' },
  info: { main: lightBlue[900], contrastText: '#ffffff' },
  success: { main: green[800], contrastText: '#ffffff' },
} as const;

export const theme = createTheme({
  palette: { ...PALETTE, background: { default: grey[100] } },
  shape: { borderRadius: 8 },
});
