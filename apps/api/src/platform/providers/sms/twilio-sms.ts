import type { SmsSender } from './sms-sender.ts';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  /** Overridable so tests can point the adapter at a local stand-in. */
  baseUrl?: string;
}

/** Twilio's Messages resource: POST form-encoded To, From, Body with HTTP basic auth (account SID and token). */
export function createTwilioSms(options: TwilioOptions): SmsSender {
  const baseUrl = options.baseUrl ?? 'https://api.twilio.com';
  const auth = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64');
  return {
    async send(message) {
      const response = await fetch(
        `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
        {
          method: 'POST',
          headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: toE164(message.to), From: options.from, Body: message.body }),
          // A hung provider must not hold a login open.
          signal: AbortSignal.timeout(10_000),
        },
      );
      if (!response.ok) {
        const detail = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
        throw new Error(
          `Twilio refused the SMS (${response.status}${detail.code ? ` code ${detail.code}` : ''}): ${detail.message ?? 'no detail'}`,
        );
      }
    },
  };
}

/** Stored phones are 10 US digits; Twilio wants E.164. */
export const toE164 = (phone: string) => (phone.startsWith('+') ? phone : `+1${phone.replace(/\D/g, '')}`);
