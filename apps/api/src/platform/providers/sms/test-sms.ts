import type { Db } from '../../db/client.ts';
import { storeOutboxMessage } from '../outbox.repository.ts';
import type { SmsSender } from './sms-sender.ts';

/** Test mode: nothing leaves the machine; the message lands in the outbox table. */
export const createTestSms = (db: Db): SmsSender => ({
  send: (message) =>
    storeOutboxMessage(db, {
      channel: 'sms',
      recipient: message.to,
      body: message.body,
      organization_id: message.organization_id ?? null,
    }),
});
