import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useLinkClient } from '../api/clients.ts';
import type { LinkCandidate } from '@employee-portal/core/clients/client.responses';

const nameOf = (client: { first_name: string; last_name: string }) => `${client.first_name} ${client.last_name}`;

/** Links a group of candidates into one household: the office picks the payer, the others are linked to it. */
export function LinkDialog({ group, onClose }: { group: LinkCandidate; onClose: () => void }) {
  const [payerId, setPayerId] = useState<number>(
    () => group.clients.find((client) => client.billing_client_id === null)?.id ?? group.clients[0]?.id ?? 0,
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const link = useLinkClient();
  const notify = useNotify();
  const members = group.clients.filter((client) => client.id !== payerId && client.billing_client_id !== payerId);

  const confirm = async () => {
    if (members.length === 0) return;
    setBusy(true);
    setFailure(null);
    try {
      // One request per member; a refusal stops there and says why, the links made so far stay.
      for (const member of members) await link.mutateAsync({ id: member.id, payerId });
      notify('The clients were linked.');
      onClose();
    } catch (error) {
      setFailure(serverMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title="Link Clients"
      submitLabel="Link"
      busy={busy}
      failure={failure}
      submitDisabled={members.length === 0}
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
      onDiscard={onClose}
      maxWidth="xs"
    >
      <DialogContentText sx={{ mb: 1 }}>
        Who pays for the household? The others share the payer&apos;s billing contact.
      </DialogContentText>
      <RadioGroup
        aria-label="Payer"
        value={String(payerId)}
        onChange={(event) => setPayerId(Number(event.target.value))}
      >
        {group.clients.map((client) => (
          <FormControlLabel
            key={client.id}
            value={String(client.id)}
            control={<Radio />}
            label={`${nameOf(client)}${client.email ? ` (${client.email})` : ''}`}
          />
        ))}
      </RadioGroup>
    </FormDialog>
  );
}
