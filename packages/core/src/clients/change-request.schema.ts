/** Change requests: what a client asks the office to change (issue 6 point 9), and how each one reads. */
import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { id, idParam, nullableText, requiredText, zipField } from '../fields.ts';
import { listQuerySchema } from '../list.ts';
import { serviceFrequencyLabels, type ServiceFrequency } from '../scheduling/service-frequency.ts';

export const changeRequestKinds = ['address', 'dog_count', 'pause', 'frequency', 'cancel', 'add_on'] as const;
export type ChangeRequestKind = (typeof changeRequestKinds)[number];

export const changeRequestStatuses = ['pending', 'approved', 'denied'] as const;
export type ChangeRequestStatus = (typeof changeRequestStatuses)[number];

export const changeRequestKindLabels: Record<ChangeRequestKind, string> = {
  address: 'Address',
  dog_count: 'Dog count',
  pause: 'Pause',
  frequency: 'Frequency',
  cancel: 'Cancel',
  add_on: 'Add-on',
};

/** The frequencies a client may ask for: the recurring ones of the subscriptions (no one-time, no custom). */
export const requestableFrequencies = [
  'once_a_week',
  'twice_a_week',
  'every_two_weeks',
  'once_a_month',
] as const satisfies readonly ServiceFrequency[];
export type RequestableFrequency = (typeof requestableFrequencies)[number];

/** A calendar day, YYYY-MM-DD, that exists. */
const calendarDay = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.notValid })
    .refine(
      (day) => {
        const parsed = new Date(`${day}T00:00:00Z`);
        return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
      },
      { error: messages.notValid },
    );

/** A JSON number the client must give: missing reads 'This field is required', anything else not a number 'Must be a number'. */
const requiredNumber = () =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? messages.required
          : messages.mustBeNumber,
    })
    .int({ error: messages.mustBeWholeNumber });

const addressDetails = {
  address_line1: requiredText(200),
  address_line2: nullableText(200).optional(),
  city: requiredText(100),
  state: requiredText(50),
  zip: zipField(),
};
const dogCountDetails = {
  dog_count: requiredNumber().min(0, { error: messages.cannotBeNegative }).max(50, { error: messages.notValid }),
  dog_names: z.array(requiredText(50), { error: messages.notValid }).max(50, { error: messages.notValid }).optional(),
};
const pauseDetails = { from: calendarDay(), to: calendarDay() };
const frequencyDetails = { frequency: z.enum(requestableFrequencies, { error: messages.required }) };
const cancelDetails = { reason: requiredText(500) };
const addOnDetails = { name: requiredText(100), note: nullableText(500).optional() };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Compared only once both are days: a malformed one already has its own error. */
const pauseEndsAfterStart = (pause: { from: string; to: string }) =>
  !DAY.test(pause.from) || !DAY.test(pause.to) || pause.to > pause.from;
const pauseEndIssue = { error: messages.mustBeAfterPausedFrom, path: ['to'] };

const kindError = (issue: { input?: unknown }) => {
  const input = issue.input as { kind?: unknown } | undefined;
  return input && typeof input === 'object' && input.kind === undefined ? messages.required : messages.notValid;
};

/** What was asked for, by kind: the shape stored in `change_requests.details` (plus the kind). */
export const changeRequestDetailsSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('address'), ...addressDetails }),
    z.object({ kind: z.literal('dog_count'), ...dogCountDetails }),
    z.object({ kind: z.literal('pause'), ...pauseDetails }).refine(pauseEndsAfterStart, pauseEndIssue),
    z.object({ kind: z.literal('frequency'), ...frequencyDetails }),
    z.object({ kind: z.literal('cancel'), ...cancelDetails }),
    z.object({ kind: z.literal('add_on'), ...addOnDetails }),
  ],
  { error: messages.notValid },
);
export type ChangeRequestDetails = z.output<typeof changeRequestDetailsSchema>;

const requestBase = {
  client_id: id(),
  comment: nullableText(2000).optional(),
};
/** Address and dog count change one service location, so they name it. */
const atLocation = { ...requestBase, client_location_id: id() };
const anywhere = { ...requestBase, client_location_id: id().nullable().optional() };

/**
 * POST /api/client_portal/change_requests: the client (or the office, logging a phoned-in request) asks for one
 * change. Flat: the kind's fields sit beside `client_id`, so field errors name the field the client typed in.
 */
export const createChangeRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('address'), ...atLocation, ...addressDetails }),
    z.object({ kind: z.literal('dog_count'), ...atLocation, ...dogCountDetails }),
    z.object({ kind: z.literal('pause'), ...anywhere, ...pauseDetails }).refine(pauseEndsAfterStart, pauseEndIssue),
    z.object({ kind: z.literal('frequency'), ...anywhere, ...frequencyDetails }),
    z.object({ kind: z.literal('cancel'), ...anywhere, ...cancelDetails }),
    z.object({ kind: z.literal('add_on'), ...anywhere, ...addOnDetails }),
  ],
  { error: kindError },
);
export type CreateChangeRequestBody = z.input<typeof createChangeRequestSchema>;
export type CreateChangeRequestInput = z.output<typeof createChangeRequestSchema>;

/** Splits a request body into where it applies and what it asks for (the stored details). */
export function detailsOfRequest(body: CreateChangeRequestInput): {
  client_id: number;
  client_location_id: number | null;
  comment: string | null;
  details: ChangeRequestDetails;
} {
  const { client_id, client_location_id, comment, ...details } = body;
  return { client_id, client_location_id: client_location_id ?? null, comment: comment ?? null, details };
}

export const denyChangeRequestSchema = z.object({ reason: requiredText(500) });
export type DenyChangeRequestBody = z.input<typeof denyChangeRequestSchema>;

export const changeRequestParamsSchema = z.object({ id: idParam() });

export const changeRequestListQuerySchema = listQuerySchema.extend({
  status: z.enum([...changeRequestStatuses, 'all'], { error: messages.notValid }).default('pending'),
  kind: z.enum(changeRequestKinds, { error: messages.notValid }).optional(),
});
export type ChangeRequestListQuery = z.output<typeof changeRequestListQuerySchema>;

interface LocationNow {
  address_line1: string;
  dog_count: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A change in words, for the list, the confirm dialog, notes and the client's notice. `details` comes from the
 * database (jsonb), so it is read defensively: a malformed row reads oddly instead of breaking the page.
 */
export function describeChange(
  kind: ChangeRequestKind,
  details: Record<string, unknown>,
  location: LocationNow | null,
): string {
  switch (kind) {
    case 'address': {
      const street = [text(details.address_line1), text(details.address_line2)].filter(Boolean).join(' ');
      return `Address → ${street}, ${text(details.city)} ${text(details.state)} ${text(details.zip)}`;
    }
    case 'dog_count': {
      const names =
        Array.isArray(details.dog_names) && details.dog_names.length
          ? ` (${details.dog_names.map(String).join(', ')})`
          : '';
      const before = location ? `${location.dog_count} ` : '';
      return `Dog count ${before}→ ${String(details.dog_count)}${names}`;
    }
    case 'pause':
      return `Pause from ${text(details.from)} to ${text(details.to)}`;
    case 'frequency': {
      const frequency = text(details.frequency);
      return `Frequency → ${serviceFrequencyLabels[frequency as ServiceFrequency] ?? frequency}`;
    }
    case 'cancel':
      return `Cancel service: ${text(details.reason)}`;
    case 'add_on':
      return `Add-on: ${text(details.name)}${text(details.note) ? ` (${text(details.note)})` : ''}`;
  }
}

/** The sentence recorded when a request is approved: 'Approved pause from 2026-12-01 to 2026-12-14'. */
export function approvalSentence(
  kind: ChangeRequestKind,
  details: Record<string, unknown>,
  location: LocationNow | null,
): string {
  const change = describeChange(kind, details, location);
  return `Approved ${change.charAt(0).toLowerCase()}${change.slice(1)}`;
}
