import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SignedInUser } from '@employee-portal/core/auth/auth.schema';
import { hasPermission } from '@employee-portal/core/access/permissions';
import {
  isJobLimitedPackage,
  PLAN_CHECK_INTERVAL_MS,
  PLAN_LIMIT_TEXT,
  PLAN_LIMIT_TITLE,
  shouldShowPlanLimit,
} from '@employee-portal/core/access/plan-limit';
import { api } from '../../lib/api-client.ts';
import { onPlanCheckRequest } from '../../lib/plan-check.ts';

const TITLE_ID = 'plan-limit-title';
const TEXT_ID = 'plan-limit-text';
const SUBSCRIPTION_DETAILS_PATH = '/settings/subscription_details';

/** Per user, so another account signed in on this browser gets its own 23 hours. */
const shownAtKey = (userId: number) => `employee-portal-plan-limit-shown:${userId}`;

function lastShownAt(userId: number): number | null {
  const stored = Number(localStorage.getItem(shownAtKey(userId)));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

/**
 * Spec §9: for the 'EntreMANURE' package the shell asks GET /dashboard/max_jobs at start, on a package change (the
 * package is part of the query key), on a plan-check request and every 10 minutes, and warns when a tech has more
 * than 15 jobs today, at most once in 23 hours per user unless the request forces it.
 */
export function PlanLimitDialog({ user }: { user: SignedInUser }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const forceNext = useRef(false);
  const limited = isJobLimitedPackage(user.subscription_package);

  const check = useQuery({
    queryKey: ['plan-limit', user.organization_id, user.user_id, user.subscription_package],
    queryFn: async ({ signal }) => {
      const { max_jobs } = await api.get<{ max_jobs: number }>('/dashboard/max_jobs', undefined, signal);
      const force = forceNext.current;
      forceNext.current = false;
      const now = Date.now();
      const show = shouldShowPlanLimit({
        subscription_package: user.subscription_package,
        max_jobs,
        lastShownAt: lastShownAt(user.user_id),
        now,
        force,
      });
      if (show) {
        localStorage.setItem(shownAtKey(user.user_id), String(now));
        setOpen(true);
      }
      return max_jobs;
    },
    enabled: limited,
    refetchInterval: PLAN_CHECK_INTERVAL_MS,
    refetchOnWindowFocus: false,
    staleTime: 0,
  });
  const { refetch } = check;

  useEffect(
    () =>
      onPlanCheckRequest((request) => {
        if (!limited) return;
        if (request.force) forceNext.current = true;
        void refetch();
      }),
    [limited, refetch],
  );

  const close = () => {
    setOpen(false);
    if (hasPermission(user.permissions, 'subscription_details')) void navigate(SUBSCRIPTION_DETAILS_PATH);
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={TITLE_ID} aria-describedby={TEXT_ID}>
      <DialogTitle id={TITLE_ID}>{PLAN_LIMIT_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id={TEXT_ID}>{PLAN_LIMIT_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
