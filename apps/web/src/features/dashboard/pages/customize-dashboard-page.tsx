import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { arrayMove } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hasPermission } from '@employee-portal/core/access/permissions';
import { completeLayout, type DashboardLayoutItem } from '@employee-portal/core/dashboard/layout';
import { mayReadDashboardWidget } from '@employee-portal/core/dashboard/widgets';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { QueryLoadState } from '../../../components/query-load-state/query-load-state.tsx';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useChangeDashboardLayoutMutation, useDashboardLayout } from '../api/dashboard-layout.ts';
import { WidgetOrderList } from '../components/widget-order-list.tsx';
import { layoutToSave, toggleHidden } from '../layout-edit.ts';

const SOURCE_TEXT = {
  user: 'Your dashboard follows the arrangement you saved.',
  organization: 'Your dashboard follows the organization’s default until you save your own arrangement.',
  standard: 'Your dashboard shows every widget in the standard order until you save your own arrangement.',
} as const;

/**
 * Spec /settings/customize_dashboard (issue 19): each user picks, orders and hides the dashboard's widgets for
 * themselves; holders of customize_dashboard also save the organization's default.
 */
export default function CustomizeDashboardPage() {
  const user = useSessionStore((state) => state.user);
  const notify = useNotify();
  const userId = user?.user_id ?? 0;
  const layout = useDashboardLayout(userId);
  const change = useChangeDashboardLayoutMutation(userId);
  const [edited, setEdited] = useState<DashboardLayoutItem[] | null>(null);
  const [confirming, setConfirming] = useState<'reset' | 'default' | null>(null);
  if (!user) return null;

  const mayCustomizeDefault = hasPermission(user.permissions, 'customize_dashboard');
  const items =
    edited ??
    completeLayout(layout.data?.widgets ?? null).filter((item) => mayReadDashboardWidget(user.permissions, item.key));
  const toSave = () => layoutToSave(items, layout.data?.widgets ?? null);

  const run = (action: Parameters<typeof change.mutate>[0], done: string) =>
    change.mutate(action, {
      onSuccess: () => {
        setConfirming(null);
        // The saved (or reset) arrangement is now the server's: show what it answered.
        if (action.action !== 'save_default') setEdited(null);
        notify(done, 'success');
      },
      onError: (error) => {
        setConfirming(null);
        notify(serverMessage(error), 'error');
      },
    });

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Customize Dashboard
      </Typography>
      {!layout.isSuccess ? (
        <QueryLoadState query={layout} label="the dashboard's widgets" />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">Your role shows no dashboard widgets.</Typography>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {SOURCE_TEXT[layout.data.source]} Drag a widget by its handle (or focus the handle, press Space, move with
            the arrow keys and press Space again), and switch off the ones you do not need.
          </Typography>
          <WidgetOrderList
            items={items}
            onMove={(from, to) => setEdited(arrayMove(items, from, to))}
            onToggle={(index) => setEdited(toggleHidden(items, index))}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 3 }}>
            <Button
              variant="contained"
              loading={change.isPending && change.variables.action === 'save'}
              disabled={change.isPending}
              onClick={() => run({ action: 'save', widgets: toSave() }, 'Your dashboard is saved')}
            >
              Save
            </Button>
            <Button disabled={change.isPending || layout.data.source !== 'user'} onClick={() => setConfirming('reset')}>
              Reset to Organization Default
            </Button>
            {mayCustomizeDefault && (
              <Button disabled={change.isPending} onClick={() => setConfirming('default')}>
                Save as Organization Default
              </Button>
            )}
            <Box sx={{ flexGrow: 1 }} />
            <Button component={RouterLink} to={pathTo('dashboard')}>
              Back to Dashboard
            </Button>
          </Box>
        </>
      )}
      <ConfirmDialog
        open={confirming === 'reset'}
        title="Reset to organization default?"
        confirmLabel="Reset"
        destructive
        busy={change.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => run({ action: 'reset' }, 'Your dashboard follows the organization’s default')}
      >
        Your own order and hidden widgets are forgotten; your dashboard shows the organization’s default.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'default'}
        title="Save as organization default?"
        confirmLabel="Save Default"
        busy={change.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => run({ action: 'save_default', widgets: toSave() }, 'The organization’s default is saved')}
      >
        Everyone who has not arranged their own dashboard will see this order and these widgets.
      </ConfirmDialog>
    </Paper>
  );
}
