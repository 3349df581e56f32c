import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { ListToolbar } from '../../../components/data-table/list-toolbar.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useHouseholds, useLinkCandidates, useUnlinkClient } from '../api/clients.ts';
import type { ClientPerson, LinkCandidate } from '@employee-portal/core/clients/client.responses';
import type { ListResponse as ListPage } from '@employee-portal/core/list';
import { formatPhone } from '../client-list-params.ts';
import { LinkDialog } from '../components/link-dialog.tsx';

const SEARCH_DELAY_MS = 300;
const REASONS: Record<LinkCandidate['reason'], string> = {
  email: 'Shared e-mail',
  phone: 'Shared phone',
  address: 'Shared address',
};

const nameOf = (client: { first_name: string; last_name: string }) => `${client.first_name} ${client.last_name}`;

function ClientLink({ client }: { client: ClientPerson }) {
  return (
    <Link component={RouterLink} to={pathTo('client', { id: client.id })}>
      {nameOf(client)}
    </Link>
  );
}

/** Loading, failure and empty states shared by both lists of the page. */
function ListState<Row>({
  query,
  emptyText,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: ListPage<Row>; refetch: () => unknown };
  emptyText: string;
  children: (rows: Row[]) => ReactNode;
}) {
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        {serverMessage(query.error)}
      </Alert>
    );
  }
  if (query.isPending || !query.data) return <Skeleton height={80} />;
  if (query.data.data.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return <>{children(query.data.data)}</>;
}

const pageCount = (answer: ListPage<unknown> | undefined) =>
  answer ? Math.ceil(answer.meta.total / answer.meta.per_page) : 0;

/** Spec /link_clients: records that look like one household, linked under one payer; current households and unlinking. */
export default function LinkClientsPage() {
  const notify = useNotify();
  const [candidatePage, setCandidatePage] = useState(1);
  const [householdPage, setHouseholdPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const candidates = useLinkCandidates(candidatePage);
  const households = useHouseholds({ page: householdPage, search: search || undefined });
  const unlink = useUnlinkClient();
  const [linking, setLinking] = useState<LinkCandidate | null>(null);
  const [unlinking, setUnlinking] = useState<ClientPerson | null>(null);

  useEffect(() => {
    if (searchText.trim() === search) return;
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setHouseholdPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, search]);

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <ListToolbar
        title="Link Clients"
        actions={
          <Button component={RouterLink} to={pathTo('clients')}>
            Back to Clients
          </Button>
        }
      />

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Possible Households
      </Typography>
      <ListState query={candidates} emptyText="No clients share an e-mail, phone or address.">
        {(groups) => (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {groups.map((group) => (
              <Card
                key={`${group.reason}-${group.value}`}
                variant="outlined"
                component="section"
                aria-label={`${REASONS[group.reason]} ${group.value}`}
              >
                <CardContent>
                  <Typography variant="subtitle2" color="text.secondary">
                    {REASONS[group.reason]}: {group.reason === 'phone' ? formatPhone(group.value) : group.value}
                  </Typography>
                  <List dense>
                    {group.clients.map((client) => (
                      <ListItem key={client.id} disableGutters>
                        <ListItemText
                          primary={<ClientLink client={client} />}
                          secondary={[
                            client.email,
                            formatPhone(client.phone),
                            client.billing_client_id ? 'Linked' : null,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        />
                      </ListItem>
                    ))}
                  </List>
                  <Button variant="outlined" size="small" onClick={() => setLinking(group)}>
                    Link
                  </Button>
                </CardContent>
              </Card>
            ))}
          </Box>
        )}
      </ListState>
      {pageCount(candidates.data) > 1 && (
        <Pagination
          count={pageCount(candidates.data)}
          page={candidatePage}
          onChange={(_event, next) => setCandidatePage(next)}
          sx={{ mt: 1 }}
        />
      )}

      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        Households
      </Typography>
      <ListToolbar search={{ value: searchText, onChange: setSearchText, label: 'Search households' }} />
      <ListState query={households} emptyText={search ? 'No households match this search.' : 'No linked clients yet.'}>
        {(rows) => (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {rows.map((household) => (
              <Card
                key={household.payer.id}
                variant="outlined"
                component="section"
                aria-label={`Household of ${nameOf(household.payer)}`}
              >
                <CardContent>
                  <Typography>
                    Payer: <ClientLink client={household.payer} />
                    {household.payer.email ? ` · ${household.payer.email}` : ''}
                  </Typography>
                  <List dense>
                    {household.members.map((member) => (
                      <ListItem
                        key={member.id}
                        disableGutters
                        secondaryAction={
                          <Button
                            size="small"
                            color="error"
                            onClick={() => setUnlinking(member)}
                            aria-label={`Unlink ${nameOf(member)}`}
                          >
                            Unlink
                          </Button>
                        }
                      >
                        <ListItemText primary={<ClientLink client={member} />} secondary={member.email ?? ''} />
                      </ListItem>
                    ))}
                  </List>
                </CardContent>
              </Card>
            ))}
          </Box>
        )}
      </ListState>
      {pageCount(households.data) > 1 && (
        <Pagination
          count={pageCount(households.data)}
          page={householdPage}
          onChange={(_event, next) => setHouseholdPage(next)}
          sx={{ mt: 1 }}
        />
      )}

      {linking && <LinkDialog group={linking} onClose={() => setLinking(null)} />}
      <ConfirmDialog
        open={unlinking !== null}
        title="Unlink Client"
        confirmLabel="Unlink"
        destructive
        busy={unlink.isPending}
        onCancel={() => setUnlinking(null)}
        onConfirm={() => {
          if (!unlinking) return;
          const name = nameOf(unlinking);
          unlink.mutate(unlinking.id, {
            onSuccess: () => notify(`${name} was unlinked.`),
            onError: (error) => notify(serverMessage(error), 'error'),
            onSettled: () => setUnlinking(null),
          });
        }}
      >
        Unlink {unlinking ? nameOf(unlinking) : ''}? The client gets their own billing contact again.
      </ConfirmDialog>
    </Paper>
  );
}
