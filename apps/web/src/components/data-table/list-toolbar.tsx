import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** A list's search box. The page keeps the text (useListParams debounces it into the URL); the box only shows it. */
export interface ListSearch {
  value: string;
  onChange: (text: string) => void;
  /** 'Search' unless the list needs a more precise name ('Search work areas'). */
  label?: string;
  /** Under the box: what the search looks in ('Name, e-mail, phone, address or zip'). */
  helperText?: string;
  /** Inside the empty box, where the page says what to type there instead of under it. */
  placeholder?: string;
}

interface ListToolbarProps {
  /** The page's title (its h1); left out where the list sits under a section that has its own heading. */
  title?: ReactNode;
  /** Buttons beside the title ('Export CSV', 'New Client'). */
  actions?: ReactNode;
  /** Shown between the title and the filters: status tabs or chips, a note about the list. */
  intro?: ReactNode;
  search?: ListSearch;
  /** The filter slots after the search: FilterSelects, date fields. */
  children?: ReactNode;
}

/**
 * The top of every list page: the title with its actions, then the search and filters. Each filter column is at
 * least wide enough for its label ('Service Plan', 'Open Balance'); when the page is narrower the filters wrap onto
 * another row instead of cutting their labels off. The first field (the search, or the main filter) takes two
 * columns where there is room.
 */
export function ListToolbar({ title, actions, intro, search, children }: ListToolbarProps) {
  return (
    <>
      {(title || actions) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {actions}
        </Box>
      )}
      {intro}
      {(search || children) && (
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
          {search && (
            <TextField
              label={search.label ?? 'Search'}
              type="search"
              size="small"
              value={search.value}
              onChange={(event) => search.onChange(event.target.value)}
              helperText={search.helperText}
              placeholder={search.placeholder}
            />
          )}
          {children}
        </Box>
      )}
    </>
  );
}
