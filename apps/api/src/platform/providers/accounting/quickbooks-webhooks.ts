import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AccountingNotice } from './accounting.ts';

/** `intuit-signature`: base64 HMAC-SHA256 of the raw body, keyed with the app's webhook verifier token. */
export function signWebhook(rawBody: string, verifierToken: string): string {
  return createHmac('sha256', verifierToken).update(rawBody, 'utf8').digest('base64');
}

export function webhookSignatureValid(rawBody: string, signature: string | undefined, verifierToken: string): boolean {
  if (!signature || !verifierToken) return false;
  const expected = Buffer.from(signWebhook(rawBody, verifierToken), 'base64');
  const given = Buffer.from(signature.trim(), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const entityOf = (name: unknown): AccountingNotice['entity'] => {
  const lower = String(name ?? '').toLowerCase();
  return lower === 'customer' || lower === 'invoice' || lower === 'payment' ? lower : 'other';
};

/** CloudEvents spell the operation as a past participle in the type (`qbo.payment.created.v1`). */
const cloudOperations: Record<string, string> = {
  created: 'Create',
  updated: 'Update',
  deleted: 'Delete',
  voided: 'Void',
  merged: 'Merge',
  emailed: 'Emailed',
};

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function classicNotices(body: Record<string, unknown>): AccountingNotice[] {
  const notifications = Array.isArray(body.eventNotifications) ? body.eventNotifications : [];
  return notifications.flatMap((notification) => {
    const realmId = text(record(notification).realmId);
    const entities = record(record(notification).dataChangeEvent).entities;
    return (Array.isArray(entities) ? entities : []).map((entity) => {
      const fields = record(entity);
      return {
        realm_id: realmId,
        entity: entityOf(fields.name),
        id: text(fields.id),
        operation: text(fields.operation),
        changed_at: text(fields.lastUpdated),
      };
    });
  });
}

function cloudEventNotice(event: Record<string, unknown>): AccountingNotice {
  // qbo.<entity>.<operation>.v<n>
  const [, entity, operation] = text(event.type).split('.');
  return {
    realm_id: text(event.intuitaccountid),
    entity: entityOf(entity),
    id: text(event.intuitentityid),
    operation: cloudOperations[operation ?? ''] ?? text(operation),
    changed_at: text(event.time),
  };
}

/** Both shapes Intuit sends: the classic `eventNotifications` and CloudEvents (an array, or one event). */
export function parseWebhookNotices(rawBody: string): AccountingNotice[] {
  return noticesIn(rawBody).filter((notice) => notice.realm_id !== '' && notice.id !== '');
}

function noticesIn(rawBody: string): AccountingNotice[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return [];
  }
  if (Array.isArray(parsed)) return parsed.map((event) => cloudEventNotice(record(event)));
  const body = record(parsed);
  if ('eventNotifications' in body) return classicNotices(body);
  if ('specversion' in body) return [cloudEventNotice(body)];
  return [];
}
