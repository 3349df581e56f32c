import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CustomerMatchWire } from '@employee-portal/core/accounting/quickbooks.schema';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { formFailure, serverMessage } from '../../../lib/api-errors.ts';
import { useQuickbooksCustomerSearch, useSaveCustomerMatch } from '../api/customer-matches.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';

const SEARCH_DELAY_MS = 300;

/**
 * Links one of our clients to a QuickBooks customer picked by hand. The search box starts on the client's name; the
 * results are radio buttons (arrow keys move between them, Enter links the chosen one).
 */
export function LinkCustomerDialog({ match, onClose }: { match: CustomerMatchWire; onClose: () => void }) {
  const [searchText, setSearchText] = useState(match.client_name);
  const search = useDebounced(searchText.trim(), SEARCH_DELAY_MS);
  const [picked, setPicked] = useState<string>(match.quickbooks_customer?.id ?? '');
  const customers = useQuickbooksCustomerSearch(search);
  const save = useSaveCustomerMatch();
  const notify = useNotify();

  const found = customers.data?.customers ?? [];
  const link = () => {
    const customer = found.find((candidate) => candidate.id === picked);
    if (!customer) return;
    save.mutate(
      {
        clientId: match.client_id,
        body: { client_kind: match.client_kind, quickbooks_customer_id: customer.id, create: false },
      },
      {
        onSuccess: () => {
          notify(`${match.client_name} was linked to ${customer.display_name}.`);
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title="Link QuickBooks Customer"
      submitLabel="Link"
      busy={save.isPending}
      failure={formFailure(save.error, [])}
      submitDisabled={!found.some((candidate) => candidate.id === picked)}
      onSubmit={(event) => {
        event.preventDefault();
        link();
      }}
      onDiscard={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>
        Which QuickBooks customer is {match.client_name}
        {match.client_email ? ` (${match.client_email})` : ''}? Linked, the client is never created again in QuickBooks.
      </DialogContentText>
      <TextField
        label="Search QuickBooks customers"
        type="search"
        fullWidth
        size="small"
        autoFocus
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        helperText="Name or e-mail"
      />
      {customers.isFetching && <LinearProgress aria-label="Searching QuickBooks customers" sx={{ mt: 1 }} />}
      {customers.isError ? (
        <Typography color="error" role="alert" sx={{ mt: 2 }}>
          {serverMessage(customers.error)}
        </Typography>
      ) : customers.data && found.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No QuickBooks customer matches the search.
        </Typography>
      ) : (
        <RadioGroup
          aria-label="QuickBooks customers"
          value={picked}
          onChange={(event) => setPicked(event.target.value)}
          sx={{ mt: 1 }}
        >
          {found.map((customer) => (
            <FormControlLabel
              key={customer.id}
              value={customer.id}
              control={<Radio />}
              label={customer.email ? `${customer.display_name} (${customer.email})` : customer.display_name}
            />
          ))}
        </RadioGroup>
      )}
    </FormDialog>
  );
}
