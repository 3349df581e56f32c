import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A list page's search and filters. Each column is at least wide enough for its label ('Service Plan', 'Open
 * Balance'); when the page is narrower the filters wrap onto another row instead of cutting their labels off. The
 * first field (the search, or the main filter) takes two columns where there is room.
 */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Box
      role="group"
      aria-label="Filters"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
        mb: 2,
        '& > :first-of-type': { gridColumn: { sm: 'span 2' } },
      }}
    >
      {children}
    </Box>
  );
}
