import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import TableContainer from '@mui/material/TableContainer';
import type { SxProps, Theme } from '@mui/material/styles';
import { useOverflow } from './use-overflow.ts';

interface TableScrollAreaProps {
  /** The table's name: the scroll area carries it when it scrolls sideways. */
  label: string;
  /**
   * How many leading columns stay in view while the table scrolls sideways: the ones that say whose row it is (a
   * name; a date and a tech). One by default.
   */
  stickyColumns?: number;
  sx?: SxProps<Theme>;
  /** The MUI Table. */
  children: ReactNode;
}

/** The CSS variable holding how far from the left edge the sticky column `index` (0-based) stays. */
const stickyLeft = (index: number) => `--sticky-column-${index}-left`;

/** Past the first, a sticky column stops where the columns before it end, which their content decides. */
function placeStickyColumns(table: HTMLTableElement, stickyColumns: number) {
  const cells = table.rows[0]?.cells;
  if (!cells) return;
  const start = cells[0]?.offsetLeft ?? 0;
  for (let index = 1; index < stickyColumns; index += 1) {
    const cell = cells[index];
    if (cell) table.style.setProperty(stickyLeft(index), `${cell.offsetLeft - start}px`);
  }
}

/**
 * The box every table sits in. A table wider than the page scrolls sideways inside it, never the page itself, and its
 * leading columns stay put while the others pass under them, so a wide report still says whose row each figure is
 * (added columns change nothing here). While it scrolls, the box takes focus (arrow keys scroll it) and carries the
 * table's name.
 */
export function TableScrollArea({ label, stickyColumns = 1, sx, children }: TableScrollAreaProps) {
  const [overflowing, watchOverflow] = useOverflow<HTMLDivElement>();
  const box = useRef<HTMLDivElement | null>(null);
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      box.current = element;
      const stopWatching = watchOverflow(element);
      const table = element?.querySelector('table');
      if (!table || stickyColumns < 2) return stopWatching;
      const resized = new ResizeObserver(() => placeStickyColumns(table, stickyColumns));
      resized.observe(table);
      return () => {
        resized.disconnect();
        stopWatching?.();
      };
    },
    [watchOverflow, stickyColumns],
  );
  // New rows can widen a leading column without resizing the table: placed again after each render too.
  useLayoutEffect(() => {
    const table = box.current?.querySelector('table');
    if (table && stickyColumns > 1) placeStickyColumns(table, stickyColumns);
  });

  const scrollArea = overflowing ? { tabIndex: 0, role: 'region', 'aria-label': label } : {};
  const sticky = Object.fromEntries(
    Array.from({ length: stickyColumns }, (_, index) => [
      // :where keeps the rule as weak as one class, so a row that tints its own cells still tints these. A row with a
      // cell spanning columns (a total's label) scrolls whole: held in place, that cell would cover the figures.
      `& :where(tr:not(:has(> [colspan])) > :nth-child(${index + 1}))`,
      {
        position: 'sticky',
        left: index === 0 ? 0 : `var(${stickyLeft(index)}, 0px)`,
        zIndex: 1,
        bgcolor: 'background.paper',
        // The edge the scrolled columns pass under, drawn only while they do.
        ...(overflowing && index === stickyColumns - 1
          ? { boxShadow: (theme: Theme) => `inset -1px 0 0 ${theme.palette.divider}` }
          : {}),
      },
    ]),
  );
  return (
    <TableContainer
      ref={ref}
      {...scrollArea}
      sx={[
        {
          // Holds what is placed absolutely inside the table (a column name only screen readers read): otherwise it
          // is placed against the page, past the box's scrolling, and widens the page on a phone.
          position: 'relative',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          ...sticky,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </TableContainer>
  );
}
