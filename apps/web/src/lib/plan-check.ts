/**
 * Spec §9's "plan-check request": any code (a page that just added jobs, the subscription page after a plan change)
 * asks the shell to check the job limit again now. A window event keeps the caller free of the shell.
 */
const PLAN_CHECK_EVENT = 'employee-portal:plan-check';

export interface PlanCheckRequest {
  /** Shows the dialog even if it was shown within the last 23 hours. */
  force?: boolean;
}

export function requestPlanCheck(request: PlanCheckRequest = {}) {
  window.dispatchEvent(new CustomEvent<PlanCheckRequest>(PLAN_CHECK_EVENT, { detail: request }));
}

/** Calls `listener` on every request; answers the function that stops listening. */
export function onPlanCheckRequest(listener: (request: PlanCheckRequest) => void) {
  const handle = (event: Event) => listener((event as CustomEvent<PlanCheckRequest>).detail ?? {});
  window.addEventListener(PLAN_CHECK_EVENT, handle);
  return () => window.removeEventListener(PLAN_CHECK_EVENT, handle);
}
