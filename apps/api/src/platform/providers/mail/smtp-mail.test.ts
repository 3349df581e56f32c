import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { createSmtpMail } from './smtp-mail.ts';

/**
 * The real SMTP adapter (nodemailer) against a local SMTP server (smtp-server) behaving as a mail relay does:
 * EHLO, optional STARTTLS and AUTH, MAIL FROM, RCPT TO, DATA, with 5xx replies for refused recipients.
 */

interface Delivery {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
  secure: boolean;
  user: unknown;
}

const FROM = 'Employee Portal <no-reply@employee-portal.test>';
const servers: SMTPServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

async function startRelay(options: SMTPServerOptions = {}) {
  const deliveries: Delivery[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    ...options,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        deliveries.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          secure: session.secure,
          user: session.user,
        });
        callback();
      });
    },
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.server.address() as AddressInfo).port, deliveries };
}

/** Headers of a raw message, unfolded; and its body. */
function parseMessage(raw: string) {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const headers = Object.fromEntries(
    head
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n')
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { headers, body: rest.join('\r\n\r\n') };
}

const resetMail = {
  to: 'ana@example.com',
  subject: 'Reset your Employee Portal password',
  text: 'Hello Ana,\r\n\r\nOpen this link to choose a new password:\r\nhttps://portal.example/reset_password/abc123',
};

describe('SMTP mail adapter', () => {
  it('delivers the subject, recipient, sender and text through a relay without authentication', async () => {
    // STARTTLS off: a plain internal relay (and the self-signed certificate case is the next tests' subject).
    const relay = await startRelay({ disabledCommands: ['STARTTLS', 'AUTH'] });
    await createSmtpMail(`smtp://127.0.0.1:${relay.port}`, FROM).send(resetMail);

    expect(relay.deliveries).toHaveLength(1);
    const [delivery] = relay.deliveries;
    expect(delivery?.mailFrom).toBe('no-reply@employee-portal.test');
    expect(delivery?.rcptTo).toEqual(['ana@example.com']);
    const message = parseMessage(delivery?.raw ?? '');
    expect(message.headers.subject).toBe(resetMail.subject);
    expect(message.headers.to).toBe('ana@example.com');
    expect(message.headers.from).toBe(FROM);
    expect(message.body).toContain(resetMail.text);
  });

  it('sends attachments as MIME parts with their file name and type', async () => {
    const relay = await startRelay({ disabledCommands: ['STARTTLS', 'AUTH'] });
    const pdf = Buffer.from('%PDF-1.4 gift certificate');
    await createSmtpMail(`smtp://127.0.0.1:${relay.port}`, FROM).send({
      ...resetMail,
      attachments: [{ filename: 'gift-certificate-ABCD.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    const raw = relay.deliveries[0]?.raw ?? '';
    expect(raw).toMatch(/Content-Type: application\/pdf; name=gift-certificate-ABCD\.pdf/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=gift-certificate-ABCD\.pdf/);
    expect(raw).toContain(pdf.toString('base64'));
  });

  it('upgrades with STARTTLS and authenticates with the user and password of SMTP_URL', async () => {
    const relay = await startRelay({
      authOptional: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret!') return callback(null, { user: 'mailer' });
        return callback(new Error('Invalid username or password'));
      },
    });
    // The stand-in's certificate is self-signed; an operator with a private relay opts out the same way.
    await createSmtpMail(
      `smtp://mailer:${encodeURIComponent('s3cret!')}@127.0.0.1:${relay.port}?tls.rejectUnauthorized=false`,
      FROM,
    ).send(resetMail);
    expect(relay.deliveries.map(({ secure, user, rcptTo }) => ({ secure, user, rcptTo }))).toEqual([
      { secure: true, user: 'mailer', rcptTo: ['ana@example.com'] },
    ]);
  });

  it('rejects when the relay refuses the credentials', async () => {
    const relay = await startRelay({
      authOptional: false,
      onAuth: (_auth, _session, callback) => callback(new Error('Invalid username or password')),
    });
    await expect(
      createSmtpMail(`smtp://mailer:wrong@127.0.0.1:${relay.port}?tls.rejectUnauthorized=false`, FROM).send(resetMail),
    ).rejects.toThrow(/Invalid username or password|535/);
    expect(relay.deliveries).toEqual([]);
  });

  it('refuses to send over a STARTTLS connection whose certificate it cannot trust (no silent downgrade)', async () => {
    const relay = await startRelay();
    await expect(createSmtpMail(`smtp://127.0.0.1:${relay.port}`, FROM).send(resetMail)).rejects.toThrow(
      /certificate/i,
    );
    expect(relay.deliveries).toEqual([]);
  });

  it('rejects when the relay refuses the recipient, so the caller knows the mail was not sent', async () => {
    const relay = await startRelay({
      disabledCommands: ['STARTTLS', 'AUTH'],
      onRcptTo(address, _session, callback) {
        const refusal = Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 });
        callback(refusal);
      },
    });
    await expect(createSmtpMail(`smtp://127.0.0.1:${relay.port}`, FROM).send(resetMail)).rejects.toThrow(
      /550|unavailable/,
    );
    expect(relay.deliveries).toEqual([]);
  });
});
