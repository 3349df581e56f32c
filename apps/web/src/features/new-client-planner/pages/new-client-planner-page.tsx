import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type {
  PlannerAssignResponse,
  PlannerOptionsBody,
  PlannerOptionWire,
} from '@employee-portal/core/routing/new-client-planner.schema';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { serviceFrequencyLabels } from '@employee-portal/core/scheduling/service-frequency';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { positiveIntParam } from '../../../components/data-table/use-list-params.ts';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFailureLine, serverFieldErrors } from '../../../lib/api-errors.ts';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { requestPlanCheck } from '../../../lib/plan-check.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { newClientFromPlan } from '../../clients/index.ts';
import { usePlannerAssign, usePlannerOptions } from '../api/new-client-planner.ts';
import { LazyPlannerMap } from '../components/lazy-planner-map.tsx';
import { PlannerForm, type PlannerSource } from '../components/planner-form.tsx';
import { PlannerOptionsTable } from '../components/planner-options-table.tsx';
import { weekdaysText } from '../planner-format.ts';

const ASSIGNED_MESSAGE = 'The location has been assigned and its jobs are scheduled.';

function sourceOf(params: URLSearchParams): PlannerSource {
  const unassignedId = positiveIntParam(params.get('unassigned_id'));
  if (unassignedId) return { kind: 'unassigned', id: unassignedId };
  const leadId = positiveIntParam(params.get('lead_id'));
  return leadId ? { kind: 'lead', id: leadId } : { kind: 'address' };
}

const fieldErrorsOf = (error: unknown) =>
  error instanceof ApiError && error.status === 422 ? serverFieldErrors(error) : {};

/**
 * Issue 15's /new_client_planner: the (weekdays, tech) plans that add the least drive to the coming routes, for a
 * typed address, a lead or an unassigned location; an unassigned location can take the chosen plan here.
 */
export default function NewClientPlannerPage() {
  const [params, setParams] = useSearchParams();
  const source = sourceOf(params);
  const sourceKey = source.kind === 'address' ? 'address' : `${source.kind}:${source.id}`;
  const dateFormat = useDateFormat();
  const notify = useNotify();
  const planner = usePlannerOptions();
  const assign = usePlannerAssign();
  const [shown, setShown] = useState(0);
  const [confirming, setConfirming] = useState<PlannerOptionWire | null>(null);
  const [assigned, setAssigned] = useState<PlannerAssignResponse | null>(null);

  const find = (body: PlannerOptionsBody) => {
    setShown(0);
    setAssigned(null);
    planner.mutate(body);
  };

  // An unassigned location brings its own address and plan: its options show as the page opens.
  useEffect(() => {
    planner.reset();
    setAssigned(null);
    if (source.kind === 'unassigned') find({ unassigned_id: source.id });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sourceKey]);

  const confirmAssign = async () => {
    if (!confirming || !planner.data?.unassigned_id) return;
    try {
      const answer = await assign.mutateAsync({
        unassigned_id: planner.data.unassigned_id,
        user_id: confirming.user_id,
        first_dates: confirming.first_dates,
      });
      setAssigned(answer);
      notify(ASSIGNED_MESSAGE);
      requestPlanCheck();
    } catch (error) {
      notify(serverFailureLine(error), 'error');
    } finally {
      setConfirming(null);
    }
  };

  const errors = fieldErrorsOf(planner.error);
  const failure = planner.isError && Object.keys(errors).length === 0 ? serverFailureLine(planner.error) : null;
  const result = planner.data;
  const option = result?.options[shown];
  // A typed address (the question asked) can become a new client on any option: the form gets the address and plan.
  const asked = planner.variables;
  const typedAddress =
    result && !result.unassigned_id && !result.lead_id && asked?.address_line1 && asked.city && asked.state && asked.zip
      ? { address_line1: asked.address_line1, city: asked.city, state: asked.state, zip: asked.zip }
      : null;
  const newClientLink = typedAddress
    ? (choice: PlannerOptionWire, description: string) =>
        newClientFromPlan({
          address: typedAddress,
          frequency: result!.frequency,
          weekdays: choice.weekdays,
          first_dates: choice.first_dates,
          user_id: choice.user_id,
          description,
        })
    : undefined;
  const placeName = result
    ? [result.client_name, result.address ?? `${result.point.lat}, ${result.point.lng}`].filter(Boolean).join(', ')
    : '';

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1">
        New Client Planner
      </Typography>
      <Typography color="text.secondary">
        Ranks each working weekday and tech by the drive a new stop adds to that tech’s coming routes.
      </Typography>
      <PlannerForm
        key={sourceKey}
        source={source}
        busy={planner.isPending}
        errors={errors}
        onFind={find}
        onTypeAddress={() => setParams({})}
      />
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Divider sx={{ my: 3 }} />
      <section aria-labelledby="planner-results-title" aria-busy={planner.isPending}>
        <Typography id="planner-results-title" variant="h6" component="h2">
          Best Options
        </Typography>
        {planner.isPending ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
            <CircularProgress size={20} />
            <Typography>Finding the best days…</Typography>
          </Box>
        ) : !result ? (
          <Typography color="text.secondary">Enter an address and a frequency, then Find best days.</Typography>
        ) : (
          <>
            <Typography sx={{ mb: 1 }}>
              For {placeName} ({serviceFrequencyLabels[result.frequency]}), from the routes of{' '}
              {formatCalendarDate(result.window.from, dateFormat)} to {formatCalendarDate(result.window.to, dateFormat)}
              .
            </Typography>
            {result.options.length === 0 ? (
              <Alert severity="info">No tech works on a day that fits.</Alert>
            ) : (
              <>
                <PlannerOptionsTable
                  options={result.options}
                  shown={shown}
                  onShow={setShown}
                  onAssign={result.unassigned_id && !assigned ? setConfirming : undefined}
                  newClientLink={newClientLink}
                />
                {assigned && (
                  <Alert severity="success" sx={{ mt: 2 }}>
                    Assigned: {assigned.jobs} coming {assigned.jobs === 1 ? 'job' : 'jobs'} scheduled.{' '}
                    <Link component={RouterLink} to={pathTo('unassigned_show', { id: assigned.unassigned_id })}>
                      View the location and its jobs
                    </Link>
                  </Alert>
                )}
                <NextStep leadId={result.lead_id} assignable={Boolean(result.unassigned_id)} />
                {option && (
                  <Box sx={{ mt: 2 }}>
                    <LazyPlannerMap
                      label={`Map of ${weekdaysText(option.weekdays)} with ${option.tech_name}`}
                      point={result.point}
                      pointLabel={`New client: ${placeName}`}
                      route={option.route}
                      insertAfter={option.insert_after}
                      techName={option.tech_name}
                    />
                  </Box>
                )}
              </>
            )}
          </>
        )}
      </section>
      <ConfirmDialog
        open={confirming !== null}
        title="Assign this plan?"
        confirmLabel="Assign"
        busy={assign.isPending}
        onConfirm={() => void confirmAssign()}
        onCancel={() => setConfirming(null)}
      >
        {confirming &&
          `${confirming.tech_name} will serve ${placeName} on ${weekdaysText(confirming.weekdays)} from ${confirming.first_dates
            .map((date) => formatCalendarDate(date, dateFormat))
            .join(' and ')}, and its jobs will be made.`}
      </ConfirmDialog>
    </Paper>
  );
}

/** A typed address or a lead has no subscription yet: the plan is advice for creating one. */
function NextStep({ leadId, assignable }: { leadId: number | null; assignable: boolean }) {
  if (assignable) return null;
  return (
    <Typography color="text.secondary" sx={{ mt: 2 }}>
      {leadId ? (
        <>
          Convert the lead to a client, then give its subscription these days and tech.{' '}
          <Button component={RouterLink} to={pathTo('lead', { id: leadId })} size="small">
            Back to the lead
          </Button>
        </>
      ) : (
        <>
          Add client on an option opens the new-client form with this address; once the client is saved, its
          subscription opens with that day and tech.
        </>
      )}
    </Typography>
  );
}
