import { NO_DATA } from '../../../components/fact-list/fact-list.tsx';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDateFormat } from '../../../lib/session-store.ts';
import { useNextCleanup } from '../api/subscriptions.ts';

/** The location's next visit, for a fact list: a date, 'None scheduled', or the no-data mark when it cannot load. */
export function NextCleanupDay({ clientLocationId }: { clientLocationId: number }) {
  const dateFormat = useDateFormat();
  const nextCleanup = useNextCleanup(clientLocationId);
  if (nextCleanup.isPending) return <span aria-busy="true">…</span>;
  if (nextCleanup.isError) return NO_DATA;
  return nextCleanup.data ? formatCalendarDate(nextCleanup.data, dateFormat) : 'None scheduled';
}
