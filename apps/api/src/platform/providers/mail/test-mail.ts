import type { Db } from '../../db/client.ts';
import { storeOutboxMessage } from '../outbox.repository.ts';
import type { MailMessage, MailSender } from './mail-sender.ts';

export const createTestMail = (db: Db): MailSender => ({
  send: (message) =>
    storeOutboxMessage(db, {
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      body: withAttachmentNames(message),
      organization_id: message.organization_id ?? null,
    }),
});

/** The outbox keeps text only: it names what was attached, so a demo user sees the file went out. */
function withAttachmentNames(message: MailMessage) {
  const names = (message.attachments ?? []).map((attachment) => `[Attached: ${attachment.filename}]`);
  return names.length ? `${message.text}\n\n${names.join('\n')}` : message.text;
}
