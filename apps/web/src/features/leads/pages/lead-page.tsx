import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@employee-portal/core/messages/catalogue';
import type { LeadDetail } from '@employee-portal/core/clients/lead.responses';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { FactList, NO_DATA } from '../../../components/fact-list/fact-list.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { RecordLoadState } from '../../../components/record-load-state/record-load-state.tsx';
import { recordIdFromPath } from '../../../components/record-load-state/record-id.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDateFormatters } from '../../../lib/date-format.ts';
import { useHasPermission } from '../../../lib/session-store.ts';
import { useLead, useLeadStatusChange } from '../api/leads.ts';
import { ConvertLeadDialog } from '../components/convert-lead-dialog.tsx';
import { LeadStatusChip } from '../components/lead-status-chip.tsx';
import { MarkLostDialog } from '../components/mark-lost-dialog.tsx';

const formatPhone = (digits: string) =>
  /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

function LeadActions({ lead }: { lead: LeadDetail }) {
  const change = useLeadStatusChange(lead.id);
  const notify = useNotify();
  const [dialog, setDialog] = useState<'lost' | 'convert' | null>(null);

  if (lead.status === 'won') {
    return lead.converted_client ? (
      <Button component={RouterLink} to={pathTo('client', { id: lead.converted_client.id })} variant="outlined">
        Open Client {lead.converted_client.first_name} {lead.converted_client.last_name}
      </Button>
    ) : null;
  }
  const setStatus = (status: 'new' | 'contacted') =>
    change.mutate(
      { status },
      {
        onSuccess: () => notify(status === 'contacted' ? 'The lead is marked contacted.' : 'The lead is open again.'),
        onError: (error) => notify(serverMessage(error), 'error'),
      },
    );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {lead.status !== 'contacted' && (
        <Button
          variant="outlined"
          onClick={() => setStatus('contacted')}
          loading={change.isPending && change.variables?.status === 'contacted'}
        >
          Mark Contacted
        </Button>
      )}
      {lead.status === 'lost' ? (
        <Button
          variant="outlined"
          onClick={() => setStatus('new')}
          loading={change.isPending && change.variables?.status === 'new'}
        >
          Reopen
        </Button>
      ) : (
        <Button variant="outlined" color="error" onClick={() => setDialog('lost')}>
          Mark Lost
        </Button>
      )}
      <Button variant="contained" onClick={() => setDialog('convert')}>
        Convert to Client
      </Button>
      {dialog === 'lost' && <MarkLostDialog leadId={lead.id} onClose={() => setDialog(null)} />}
      {dialog === 'convert' && <ConvertLeadDialog leadId={lead.id} onClose={() => setDialog(null)} />}
    </Stack>
  );
}

/** Spec /lead/{id}/show/{client_registration_id?}: one sign-up, its answers and status; the optional id shows another sign-up of the same visitor. */
export default function LeadPage() {
  const params = useParams();
  const baseId = recordIdFromPath(params.id);
  // Another sign-up of the same visitor, when the path names one; a malformed one names nothing.
  const selectedId =
    baseId === null || params.client_registration_id === undefined
      ? baseId
      : recordIdFromPath(params.client_registration_id);
  const query = useLead(selectedId);
  const { formatDateTime } = useDateFormatters();
  const canPlan = useHasPermission('new_client_planner');

  if (query.isPending || query.isError) {
    return (
      <RecordLoadState
        id={selectedId}
        query={query}
        label="lead"
        back={
          <Button component={RouterLink} to={pathTo('leads')}>
            Back to Leads
          </Button>
        }
      />
    );
  }
  const lead = query.data;
  const address = [lead.address_line1, [lead.city, lead.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
  // The lead loaded, so the path named it: its base id is there.
  const base = baseId ?? lead.id;
  const submissionPath = (id: number) =>
    id === base ? pathTo('lead', { id: base }) : pathTo('lead', { id: base, client_registration_id: id });

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h5" component="h1">
              {lead.first_name} {lead.last_name}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
              <LeadStatusChip status={lead.status} />
              <Typography color="text.secondary" variant="body2">
                Received {formatDateTime(lead.created_at)}
              </Typography>
            </Stack>
          </Box>
          {canPlan && (
            <Button
              component={RouterLink}
              to={`${pathTo('new_client_planner')}?${new URLSearchParams({ lead_id: String(lead.id) })}`}
              variant="outlined"
            >
              Plan best day and tech
            </Button>
          )}
          <Button component={RouterLink} to={pathTo('leads')}>
            Back to Leads
          </Button>
        </Box>

        <Stack spacing={2}>
          {selectedId !== baseId && (
            <Alert severity="info">You are looking at another submission of this visitor.</Alert>
          )}
          {!lead.served && <Alert severity="warning">{messages.noServiceArea}</Alert>}
          {lead.status === 'lost' && lead.lost_reason && <Alert severity="info">Lost: {lead.lost_reason}</Alert>}
          {lead.status === 'won' && lead.converted_client && (
            <Alert severity="success">
              Converted to client{' '}
              <Link component={RouterLink} to={pathTo('client', { id: lead.converted_client.id })}>
                {lead.converted_client.first_name} {lead.converted_client.last_name}
              </Link>
              .
            </Alert>
          )}
          <LeadActions lead={lead} />
        </Stack>

        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Contact
          </Typography>
          <FactList
            label="Contact"
            facts={[
              // A fact's value, not a list item: FactList keys each row by its label.
              // eslint-disable-next-line react/jsx-key
              ['E-mail', <Link href={`mailto:${lead.email}`}>{lead.email}</Link>],
              // eslint-disable-next-line react/jsx-key
              ['Phone', <Link href={`tel:${lead.phone}`}>{formatPhone(lead.phone)}</Link>],
              ['Address', address || NO_DATA],
              ['Zip', lead.served ? lead.zip : `${lead.zip} (out of area)`],
              ['Dogs', lead.dog_count ?? NO_DATA],
              ['Referral Source', lead.referral_source || NO_DATA],
              ['Notes', lead.notes || NO_DATA],
            ]}
          />
        </Box>

        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Answers
          </Typography>
          {lead.answers.length === 0 ? (
            <Typography color="text.secondary">No questions were answered.</Typography>
          ) : (
            <FactList
              label="Answers"
              facts={lead.answers.map((entry) => [entry.question, entry.answer || NO_DATA] as const)}
            />
          )}
        </Box>

        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Other submissions
          </Typography>
          {lead.other_submissions.length === 0 ? (
            <Typography color="text.secondary">This visitor sent no other submissions.</Typography>
          ) : (
            <List dense aria-label="Other submissions">
              {lead.other_submissions.map((other) => (
                <ListItemButton key={other.id} component={RouterLink} to={submissionPath(other.id)}>
                  <ListItemText
                    primary={`Submission of ${formatDateTime(other.created_at)}`}
                    secondary={other.status.charAt(0).toUpperCase() + other.status.slice(1)}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
