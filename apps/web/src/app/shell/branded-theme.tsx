import { useCallback, type ReactNode } from 'react';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { textColorOn } from '@employee-portal/core/branding/brand-colors';

/**
 * The organization's primary colour (issue 20) over the product teal, for everything inside the signed-in shell. The
 * provider is always there, so a save that sets or clears the colour repaints without remounting the pages.
 */
export function BrandedTheme({ primary, children }: { primary: string | null; children: ReactNode }) {
  const brand = useCallback(
    (outer: Theme) =>
      primary
        ? createTheme(outer, {
            palette: {
              primary: outer.palette.augmentColor({ color: { main: primary, contrastText: textColorOn(primary) } }),
            },
          })
        : outer,
    [primary],
  );
  return <ThemeProvider theme={brand}>{children}</ThemeProvider>;
}
