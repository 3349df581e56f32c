import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { formatGiftCertificateCode } from '@employee-portal/core/subscriptions/gift-certificate.schema';
import { FactList, NO_DATA } from '../../../components/fact-list/fact-list.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { RecordLoadState } from '../../../components/record-load-state/record-load-state.tsx';
import { useRecordId } from '../../../components/record-load-state/use-record-id.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { formatCalendarDate, useDateFormatters } from '../../../lib/date-format.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { useGiftCertificate, type GiftCertificateLedgerResponse } from '../api/gift-certificates.ts';
import { GiftCertificateStatusChip } from '../components/gift-certificate-status-chip.tsx';
import { EditGiftCertificateDialog } from '../components/edit-gift-certificate-dialog.tsx';
import { EmailGiftCertificateDialog } from '../components/email-gift-certificate-dialog.tsx';
import { RedeemGiftCertificateDialog } from '../components/redeem-gift-certificate-dialog.tsx';
import { VoidGiftCertificateDialog } from '../components/void-gift-certificate-dialog.tsx';
import { ENTRY_KIND_LABELS, isOpenCertificate } from '../gift-certificate-forms.ts';
import { TableScrollArea } from '../../../components/data-table/table-scroll-area.tsx';

/** Spec /gift_certificate/{id}/show: the code to read out, amounts, people, and the ledger; print, e-mail, edit, redeem and void. */
export default function GiftCertificatePage() {
  const certificateId = useRecordId();
  const certificate = useGiftCertificate(certificateId);

  if (certificate.isPending || certificate.isError) {
    return (
      <RecordLoadState
        id={certificateId}
        query={certificate}
        label="gift certificate"
        back={
          <Button component={RouterLink} to={pathTo('gift_certificates')}>
            Back to Gift Certificates
          </Button>
        }
      />
    );
  }
  return <GiftCertificateDetails answer={certificate.data} />;
}

function GiftCertificateDetails({ answer }: { answer: GiftCertificateLedgerResponse }) {
  const { gift_certificate: certificate, entries } = answer;
  const notify = useNotify();
  const dateFormat = useDateFormat();
  const { formatDateTime } = useDateFormatters();
  const [redeeming, setRedeeming] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const code = formatGiftCertificateCode(certificate.code);
  const open = isOpenCertificate(certificate.status);

  // The PDF needs the bearer token, so it is fetched through the API client and saved, not linked.
  const print = async () => {
    setPrinting(true);
    try {
      await downloadFile(`/gift_certificates/${certificate.id}/pdf`, {}, `gift-certificate-${code}.pdf`);
    } catch (error) {
      notify(serverMessage(error), 'error');
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="overline" component="p" color="text.secondary">
              Gift Certificate
            </Typography>
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontFamily: 'monospace', letterSpacing: 2 }}
              aria-label={`Gift certificate ${code}`}
            >
              {code}
            </Typography>
            <Box sx={{ mt: 1, display: 'flex', gap: 1, alignItems: 'center' }}>
              <GiftCertificateStatusChip status={certificate.status} />
              <Typography color="text.secondary">Balance {formatCents(certificate.balance_cents)}</Typography>
            </Box>
          </Box>
          <Button variant="outlined" onClick={() => void print()} loading={printing}>
            Print
          </Button>
          <Button
            variant="outlined"
            onClick={() => setEmailing(true)}
            disabled={!open || !(certificate.recipient_email || certificate.purchaser_email)}
          >
            E-mail
          </Button>
          <Button variant="outlined" onClick={() => setEditing(true)} disabled={certificate.status === 'void'}>
            Edit
          </Button>
          <Button variant="contained" onClick={() => setRedeeming(true)} disabled={!open}>
            Redeem
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setVoiding(true)}
            disabled={certificate.status === 'void'}
          >
            Void
          </Button>
          <Button component={RouterLink} to={pathTo('gift_certificates')}>
            Back to Gift Certificates
          </Button>
        </Box>
        <FactList
          label="Gift certificate"
          facts={[
            ['Amount', formatCents(certificate.amount_cents)],
            ['Balance', formatCents(certificate.balance_cents)],
            ['Status', <GiftCertificateStatusChip key="status" status={certificate.status} />],
            ['Purchaser', [certificate.purchaser_name, certificate.purchaser_email].filter(Boolean).join(' · ')],
            ['Recipient', [certificate.recipient_name, certificate.recipient_email].filter(Boolean).join(' · ')],
            ['Message', certificate.message ?? NO_DATA],
            ['Expires', certificate.expires_on ? formatCalendarDate(certificate.expires_on, dateFormat) : 'Never'],
            ['Sold', formatDateTime(certificate.created_at)],
          ]}
        />
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Ledger
          </Typography>
          {entries.length === 0 ? (
            <Typography color="text.secondary">No entries yet</Typography>
          ) : (
            <TableScrollArea label="Ledger">
              <Table size="small" aria-label="Ledger">
                <TableHead>
                  <TableRow>
                    <TableCell>Date</TableCell>
                    <TableCell>Kind</TableCell>
                    <TableCell align="right">Amount</TableCell>
                    <TableCell align="right">Balance After</TableCell>
                    <TableCell>Client</TableCell>
                    <TableCell>Note</TableCell>
                    <TableCell>By</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {entries.map((entry) => (
                    <TableRow key={entry.id}>
                      <TableCell>{formatDateTime(entry.created_at)}</TableCell>
                      <TableCell>{ENTRY_KIND_LABELS[entry.kind]}</TableCell>
                      <TableCell align="right">{formatCents(entry.amount_cents)}</TableCell>
                      <TableCell align="right">{formatCents(entry.balance_after_cents)}</TableCell>
                      <TableCell>
                        {entry.client ? (
                          <Link component={RouterLink} to={pathTo('client', { id: entry.client.id })}>
                            {entry.client.name}
                          </Link>
                        ) : (
                          ''
                        )}
                      </TableCell>
                      <TableCell>{entry.note ?? ''}</TableCell>
                      <TableCell>{entry.by ?? ''}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScrollArea>
          )}
        </Box>
      </Stack>
      <RedeemGiftCertificateDialog
        open={redeeming}
        certificate={certificate}
        onRedeemed={(next) => {
          notify(`Redeemed. The balance is now ${formatCents(next.gift_certificate.balance_cents)}.`);
          setRedeeming(false);
        }}
        onClose={() => setRedeeming(false)}
      />
      {editing && (
        <EditGiftCertificateDialog
          certificate={certificate}
          onSaved={() => {
            notify('The gift certificate was saved.');
            setEditing(false);
          }}
          onClose={() => setEditing(false)}
        />
      )}
      {emailing && (
        <EmailGiftCertificateDialog
          certificate={certificate}
          onSent={(message) => {
            notify(message);
            setEmailing(false);
          }}
          onClose={() => setEmailing(false)}
        />
      )}
      <VoidGiftCertificateDialog
        open={voiding}
        certificate={certificate}
        onVoided={() => {
          notify('The gift certificate was voided.');
          setVoiding(false);
        }}
        onClose={() => setVoiding(false)}
      />
    </Paper>
  );
}
