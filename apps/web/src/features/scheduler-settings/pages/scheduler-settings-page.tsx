import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { QueryLoadState } from '../../../components/query-load-state/query-load-state.tsx';
import { useSchedulerPage } from '../api/scheduler-settings.ts';
import { RouteAddressesSection } from '../components/route-addresses-section.tsx';
import { SchedulerSettingsForm } from '../components/scheduler-settings-form.tsx';
import { SkipReasonsSection } from '../components/skip-reasons-section.tsx';

/**
 * Spec /settings/scheduler_settings (issue 14 point 11): working days, horizon, minutes per stop and the client
 * notifications; the skip reasons; each tech's route start and end.
 */
export default function SchedulerSettingsPage() {
  const page = useSchedulerPage();
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Scheduler Settings
      </Typography>
      {!page.isSuccess ? (
        <QueryLoadState query={page} label="scheduler settings" />
      ) : (
        <>
          <SchedulerSettingsForm settings={page.data.scheduler_settings} />
          <SkipReasonsSection reasons={page.data.skip_reasons} />
          <RouteAddressesSection techs={page.data.route_addresses} />
        </>
      )}
    </Paper>
  );
}
