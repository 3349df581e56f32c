import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { WorkAreaRow } from '@employee-portal/core/clients/work-area.responses';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pageQueryProps } from '../../../components/data-table/page-query-props.ts';
import { useWorkAreaList } from '../../work-areas/index.ts';
import { NewWorkAreaDialog } from './new-work-area-dialog.tsx';

const PER_PAGE = 10;
const SEARCH_DELAY_MS = 300;

const columns: DataTableColumn<WorkAreaRow>[] = [
  {
    key: 'name',
    header: 'Work Area',
    render: (area) => (
      <Link component={RouterLink} to={pathTo('work_area', { id: area.id })}>
        {area.name}
      </Link>
    ),
  },
  { key: 'zips', header: 'Zip Codes', align: 'right', render: (area) => area.zip_count },
  {
    key: 'techs',
    header: 'Techs',
    render: (area) => (area.techs.length ? area.techs.map((tech) => tech.full_name).join(', ') : '—'),
  },
];

/** The work areas that decide where the form accepts visitors (a zip in none of them is out of area). */
export function ServiceAreaSection() {
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const list = useWorkAreaList({ search: search || undefined, page, per_page: PER_PAGE });

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  return (
    <Box component="section" aria-labelledby="service-area-heading" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" id="service-area-heading" sx={{ flexGrow: 1 }}>
          Service Area
        </Typography>
        <Button variant="outlined" onClick={() => setCreating(true)}>
          New Work Area
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Visitors whose zip code is in none of these work areas are told &lsquo;No service available in this area&rsquo;.
      </Typography>
      <ListToolbar search={{ value: searchText, onChange: setSearchText, label: 'Search work areas' }} />
      <DataTable
        label="Work areas"
        columns={columns}
        {...pageQueryProps(list)}
        rowKey={(area) => area.id}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        emptyText={
          search
            ? 'No work areas match this search.'
            : 'No work areas yet: every zip code is out of area until you add one.'
        }
      />
      <NewWorkAreaDialog open={creating} onClose={() => setCreating(false)} />
    </Box>
  );
}
