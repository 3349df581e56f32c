import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type Fact = readonly [term: string, value: ReactNode];

/** Spec §2 "Estimated Charges": an absent value reads 'No data'; the same words serve every read-only fact list. */
export const NO_DATA = 'No data';

/**
 * Read-only facts as a description list (terms and values in two columns, one under the other on phones), so screen
 * readers announce each value with its term.
 */
export function FactList({ label, facts, dense = false }: { label: string; facts: readonly Fact[]; dense?: boolean }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: dense ? 0.5 : 1,
        m: 0,
      }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" variant={dense ? 'body2' : 'body1'}>
            {term}
          </Typography>
          <Typography component="dd" variant={dense ? 'body2' : 'body1'} sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
