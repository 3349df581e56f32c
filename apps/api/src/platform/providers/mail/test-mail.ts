import type { Db } from '../../db/client.ts';
import { storeOutboxMessage } from '../outbox.repository.ts';
import type { MailSender } from './mail-sender.ts';

export const createTestMail = (db: Db): MailSender => ({
  send: (message) =>
    storeOutboxMessage(db, { channel: 'email', recipient: message.to, subject: message.subject, body: message.text, organization_id: message.organization_id ?? null }),
});
