import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { FactList, NO_DATA } from '../../../components/fact-list/fact-list.tsx';
import type { Client } from '@employee-portal/core/clients/client.responses';
import { formatPhone } from '../client-list-params.ts';
import { CHANNEL_OPTIONS } from './contact-fields.tsx';
import { ContactDialog } from './contact-dialog.tsx';

export function ClientContactTab({ client, disabled }: { client: Client; disabled: boolean }) {
  const [editing, setEditing] = useState(false);
  const channel =
    CHANNEL_OPTIONS.find((option) => option.value === client.preferred_channel)?.label ?? client.preferred_channel;
  const payer = client.billing_client_id !== null ? client.billing_contact : null;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Contact
        </Typography>
        <Button variant="outlined" onClick={() => setEditing(true)} disabled={disabled}>
          Edit Contact
        </Button>
      </Box>
      <FactList
        label="Contact"
        facts={[
          ['Name', `${client.first_name} ${client.last_name}`],
          ['E-mail', client.email || NO_DATA],
          ['Phone', formatPhone(client.phone) || NO_DATA],
          ['Alternate E-mail', client.alternate_email || NO_DATA],
          ['Alternate Phone', formatPhone(client.alternate_phone) || NO_DATA],
          ['Preferred Notification Channel', channel],
          ['Tax Exempt', client.tax_exempt ? 'Yes' : 'No'],
          ['Referral Source', client.referral_source || NO_DATA],
        ]}
      />
      {payer && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2">
            Billing Contact
          </Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
            This client is linked to a payer: invoices go to the payer&apos;s contact.
          </Typography>
          <FactList
            label="Billing contact"
            facts={[
              [
                'Payer',
                <Link key="payer" component={RouterLink} to={pathTo('client', { id: payer.client_id })}>
                  {payer.first_name} {payer.last_name}
                </Link>,
              ],
              ['E-mail', payer.email || NO_DATA],
              ['Phone', formatPhone(payer.phone) || NO_DATA],
            ]}
          />
        </Box>
      )}
      {client.linked_clients.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2">
            Household
          </Typography>
          <Box component="ul" sx={{ pl: 3, my: 1 }}>
            {client.linked_clients.map((linked) => (
              <li key={linked.id}>
                <Link component={RouterLink} to={pathTo('client', { id: linked.id })}>
                  {linked.first_name} {linked.last_name}
                </Link>
                {linked.email ? ` · ${linked.email}` : ''}
              </li>
            ))}
          </Box>
        </Box>
      )}
      {editing && <ContactDialog client={client} onClose={() => setEditing(false)} />}
    </Box>
  );
}
