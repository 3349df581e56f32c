import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
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
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { FactList, NO_DATA } from '../../../components/fact-list/fact-list.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { RecordLoadState } from '../../../components/record-load-state/record-load-state.tsx';
import { useRecordId } from '../../../components/record-load-state/use-record-id.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { formatCalendarDate, useDateFormatters } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { useCoupon, useDeleteCoupon, useUpdateCoupon, type CouponResponse } from '../api/coupons.ts';
import { CouponDialog } from '../components/coupon-dialog.tsx';
import { CouponStatusChip } from '../components/coupon-status-chip.tsx';
import { couponFormValues, DURATION_LABELS, redemptionsText } from '../coupon-form.ts';
import { TableScrollArea } from '../../../components/data-table/table-scroll-area.tsx';

/** Spec /coupon/{id}/show: the coupon's terms, its state, editing and deleting, and who redeemed it. */
export default function CouponPage() {
  const couponId = useRecordId();
  const coupon = useCoupon(couponId);

  if (coupon.isPending || coupon.isError) {
    return (
      <RecordLoadState
        id={couponId}
        query={coupon}
        label="coupon"
        back={
          <Button component={RouterLink} to={pathTo('coupons')}>
            Back to Coupons
          </Button>
        }
      />
    );
  }
  return <CouponDetails answer={coupon.data} />;
}

function CouponDetails({ answer }: { answer: CouponResponse }) {
  const { coupon, redemptions } = answer;
  const navigate = useNavigate();
  const notify = useNotify();
  const dateFormat = useDateFormat();
  const { formatDateTime } = useDateFormatters();
  const update = useUpdateCoupon(coupon.id);
  const remove = useDeleteCoupon(coupon.id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify(`The coupon ${coupon.code} was deleted.`);
        void navigate(pathTo('coupons'));
      },
      onSettled: () => setDeleting(false),
    });

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h5" component="h1">
              {coupon.code} <CouponStatusChip status={coupon.status} />
            </Typography>
            <Typography color="text.secondary">{coupon.summary}</Typography>
          </Box>
          <Button variant="outlined" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
            Delete
          </Button>
          <Button component={RouterLink} to={pathTo('coupons')}>
            Back to Coupons
          </Button>
        </Box>
        {remove.isError && (
          <Alert severity="error" onClose={() => remove.reset()}>
            {serverMessage(remove.error)}
          </Alert>
        )}
        <FactList
          label="Coupon"
          facts={[
            ['Code', coupon.code],
            ['Description', coupon.description ?? NO_DATA],
            [
              'Discount',
              coupon.percent_off !== null ? `${coupon.percent_off}%` : formatCents(coupon.amount_off_cents ?? 0),
            ],
            [
              'Duration',
              coupon.duration === 'repeating'
                ? `${coupon.duration_months} month${coupon.duration_months === 1 ? '' : 's'}`
                : DURATION_LABELS[coupon.duration],
            ],
            ['Redemptions', redemptionsText(coupon)],
            ['Expires', coupon.expires_on ? formatCalendarDate(coupon.expires_on, dateFormat) : 'Never'],
            ['Status', <CouponStatusChip key="status" status={coupon.status} />],
            ['Created', formatDateTime(coupon.created_at)],
          ]}
        />
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Redemptions
          </Typography>
          {redemptions.length === 0 ? (
            <Typography color="text.secondary">No redemptions yet</Typography>
          ) : (
            <TableScrollArea label="Redemptions">
              <Table size="small" aria-label="Redemptions">
                <TableHead>
                  <TableRow>
                    <TableCell>Client</TableCell>
                    <TableCell>Date</TableCell>
                    <TableCell>By</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {redemptions.map((redemption) => (
                    <TableRow key={redemption.id}>
                      <TableCell>
                        {redemption.client ? (
                          <Link component={RouterLink} to={pathTo('client', { id: redemption.client.id })}>
                            {redemption.client.name}
                          </Link>
                        ) : (
                          NO_DATA
                        )}
                      </TableCell>
                      <TableCell>{formatDateTime(redemption.redeemed_at)}</TableCell>
                      <TableCell>{redemption.by ?? NO_DATA}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScrollArea>
          )}
        </Box>
      </Stack>
      <CouponDialog
        open={editing}
        title="Edit Coupon"
        submitLabel="Save Coupon"
        initialValues={couponFormValues(coupon)}
        termsLocked={coupon.redemptions > 0}
        saving={update.isPending}
        save={(body, callbacks) => update.mutate(body, callbacks)}
        onSaved={() => {
          notify('The coupon was saved.');
          setEditing(false);
        }}
        onClose={() => setEditing(false)}
      />
      <ConfirmDialog
        open={deleting}
        title="Delete Coupon"
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(false)}
      >
        Delete the coupon {coupon.code}? Clients can no longer apply it.
      </ConfirmDialog>
    </Paper>
  );
}
