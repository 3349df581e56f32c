import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DataLoadError, NoRows } from '../../../components/data-table/data-table.tsx';
import type { ReportTableProps } from './report-table.tsx';

/**
 * A report's rows as cards, for phones: the first column names each card, the others are its facts, so no column is
 * cut off at 390 px and nothing scrolls sideways.
 */
export function ReportCards<Row>({ label, columns, rows, rowKey, loading, error, emptyText }: ReportTableProps<Row>) {
  if (error) return <DataLoadError error={error} />;
  if (!loading && rows?.length === 0) return <NoRows text={emptyText} />;
  if (loading || !rows) {
    return (
      <Box aria-busy="true" aria-label={`Loading ${label}`}>
        {[0, 1].map((row) => (
          <Skeleton key={row} variant="rounded" height={72} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  }
  const [title, ...facts] = columns;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Card component="li" variant="outlined" key={rowKey(row)} sx={{ px: 1.5, py: 1 }}>
          {title && (
            <Typography component="h3" variant="subtitle2">
              {title.render(row)}
            </Typography>
          )}
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fit, minmax(64px, 1fr))',
              columnGap: 1,
              rowGap: 0.5,
              m: 0,
              mt: 0.5,
            }}
          >
            {facts.map((column) => (
              <div key={column.key}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {column.header}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {column.render(row)}
                </Typography>
              </div>
            ))}
          </Box>
        </Card>
      ))}
    </Box>
  );
}
