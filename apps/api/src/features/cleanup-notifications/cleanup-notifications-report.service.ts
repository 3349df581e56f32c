/** The cleanup notifications report (issue 14): every message sent to a client about a visit, with its outcome. */
import {
  cleanupNotificationChannelLabels,
  cleanupNotificationKindLabels,
  cleanupNotificationStatusLabels,
  pageOffset,
  type CleanupNotificationExportQuery,
  type CleanupNotificationListQuery,
  type CleanupNotificationListResponse,
} from '@employee-portal/core';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { toCsv } from '../../platform/http/csv.ts';
import { listCleanupNotifications } from './cleanup-notifications.repository.ts';

/** A CSV of a long period stays a download, not an unbounded read. */
const MAX_CSV_ROWS = 50_000;

type Row = Awaited<ReturnType<typeof listCleanupNotifications>>['rows'][number];

const wire = (row: Row) => ({ ...row, created_at: row.created_at.toISOString() });

export async function cleanupNotificationPage(
  deps: AppDeps,
  member: MemberContext,
  query: CleanupNotificationListQuery,
): Promise<CleanupNotificationListResponse> {
  const { rows, total } = await listCleanupNotifications(
    deps.db,
    member.organization.id,
    { ...query, time_zone: member.organization.time_zone },
    { limit: query.per_page, offset: pageOffset(query) },
  );
  return { data: rows.map(wire), meta: { page: query.page, per_page: query.per_page, total } };
}

/** Date and time where the organization works, as the page shows them. */
const localTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })
    .format(instant)
    .replace(',', '');

export async function cleanupNotificationCsv(
  deps: AppDeps,
  member: MemberContext,
  query: CleanupNotificationExportQuery,
) {
  const timeZone = member.organization.time_zone;
  const { rows } = await listCleanupNotifications(
    deps.db,
    member.organization.id,
    { ...query, time_zone: timeZone },
    { limit: MAX_CSV_ROWS, offset: 0 },
  );
  return toCsv(
    ['Sent', 'Client', 'Job', 'Job Date', 'Kind', 'Channel', 'Recipient', 'Status', 'Error'],
    rows.map((row) => [
      localTime(row.created_at, timeZone),
      row.client_name,
      row.job_id,
      row.service_date,
      cleanupNotificationKindLabels[row.kind],
      cleanupNotificationChannelLabels[row.channel],
      row.recipient,
      cleanupNotificationStatusLabels[row.status],
      row.error ?? '',
    ]),
  );
}
