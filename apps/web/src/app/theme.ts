import { createTheme } from '@mui/material/styles';
import { grey, teal } from '@mui/material/colors';

/** Spec §1: the header is dark grey unless a franchise brings its own colour. */
export const HEADER_COLOR = grey[800];

/** Spec §2/§9: below this width the navigation drawer starts closed. */
export const DRAWER_BREAKPOINT_PX = 1264;

export const theme = createTheme({
  palette: {
    primary: { main: teal[600], contrastText: '#ffffff' },
    background: { default: grey[100] },
  },
  shape: { borderRadius: 8 },
});
