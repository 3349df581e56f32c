import type { AppConfig } from '../../config.ts';
import type { Db } from '../db/client.ts';
import { createSmtpMail } from './mail/smtp-mail.ts';
import { createTestMail } from './mail/test-mail.ts';
import type { MailSender } from './mail/mail-sender.ts';
import { createTestSms } from './sms/test-sms.ts';
import { createTwilioSms } from './sms/twilio-sms.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import type { Geocoder } from './geocoding/geocoder.ts';
import { createNominatimGeocoder } from './geocoding/nominatim-geocoder.ts';
import { createTestGeocoder } from './geocoding/test-geocoder.ts';
import type { DistanceMatrixProvider } from './distances/distance-matrix.ts';
import { createOsrmDistances } from './distances/osrm-distances.ts';
import { createStraightLineDistances } from './distances/straight-line-distances.ts';
import { createCardProcessor } from './payments/index.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { createFolderStorage } from './storage/folder-storage.ts';
import { createS3Storage } from './storage/s3-storage.ts';
import { createClientPayments as clientPaymentsFor } from './client-payments/index.ts';
import { createLivePayouts, createTestPayouts, type PayoutsProvider } from './payouts/index.ts';
import { createLiveStripeConnect, createTestStripeConnect, type StripeConnect } from './payments/stripe-connect.ts';
import type { AccountingProvider } from './accounting/accounting.ts';
import { createQuickBooksOnline } from './accounting/quickbooks-online.ts';
import { createStandinAccounting, createStandinCompany, quickBooksRedirectUri } from './accounting/standin-mode.ts';

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} must be set for the configured provider`);
  return value;
}

export function createSms(config: AppConfig, db: Db): SmsSender {
  if (config.sms.provider === 'test') return createTestSms(db);
  return createTwilioSms({
    accountSid: required(config.sms.twilioAccountSid, 'TWILIO_ACCOUNT_SID'),
    authToken: required(config.sms.twilioAuthToken, 'TWILIO_AUTH_TOKEN'),
    from: required(config.sms.twilioFrom, 'TWILIO_FROM'),
    baseUrl: config.sms.twilioBaseUrl,
  });
}

export function createMail(config: AppConfig, db: Db): MailSender {
  if (config.mail.provider === 'test') return createTestMail(db);
  return createSmtpMail(required(config.mail.smtpUrl, 'SMTP_URL'), config.mail.from);
}

export function createPayments(config: AppConfig) {
  const payments = config.payments;
  if (payments.mode === 'test') return createCardProcessor({ mode: 'test' });
  const cardPointe =
    payments.cardPointeUrl &&
    payments.cardPointeMerchantId &&
    payments.cardPointeUsername &&
    payments.cardPointePassword
      ? {
          baseUrl: payments.cardPointeUrl,
          merchantId: payments.cardPointeMerchantId,
          username: payments.cardPointeUsername,
          password: payments.cardPointePassword,
        }
      : null;
  return createCardProcessor({
    mode: 'live',
    cardPointe,
    stripe: payments.stripeSecretKey ? { secretKey: payments.stripeSecretKey } : null,
  });
}

export function createConnect(config: AppConfig): StripeConnect {
  const { mode, stripeSecretKey, stripeWebhookSecret } = config.payments;
  if (mode === 'test') return createTestStripeConnect();
  return createLiveStripeConnect({
    secretKey: required(stripeSecretKey, 'STRIPE_SECRET_KEY'),
    webhookSecret: required(stripeWebhookSecret, 'STRIPE_WEBHOOK_SECRET'),
  });
}

export const createClientPayments = (config: AppConfig) => clientPaymentsFor(config);

export function createGeocoder(config: AppConfig): Geocoder {
  const { provider, url, userAgent } = config.geocoding;
  return provider === 'test' ? createTestGeocoder() : createNominatimGeocoder({ baseUrl: url, userAgent });
}

export function createStorage(config: AppConfig): FileStorage {
  const storage = config.storage;
  if (storage.provider === 'folder') return createFolderStorage(storage.folder);
  return createS3Storage({
    bucket: required(storage.s3Bucket, 'S3_BUCKET'),
    region: storage.s3Region,
    endpoint: storage.s3Endpoint,
    accessKeyId: storage.s3AccessKeyId,
    secretAccessKey: storage.s3SecretAccessKey,
    forcePathStyle: storage.s3ForcePathStyle,
    prefix: storage.s3Prefix,
  });
}

export function createDistances(config: AppConfig): DistanceMatrixProvider {
  const { provider, osrmUrl, osrmProfile } = config.distances;
  if (provider === 'straight_line') return createStraightLineDistances();
  return createOsrmDistances({ baseUrl: required(osrmUrl, 'OSRM_URL'), profile: osrmProfile });
}

export function createPayouts(config: AppConfig, db: Db): PayoutsProvider {
  const payments = config.payments;
  if (payments.mode === 'test') return createTestPayouts(db);
  return createLivePayouts({
    stripe: payments.stripeSecretKey ? { secretKey: payments.stripeSecretKey } : null,
    cardPointe:
      payments.cardPointeUrl &&
      payments.cardPointeMerchantId &&
      payments.cardPointeUsername &&
      payments.cardPointePassword
        ? {
            baseUrl: payments.cardPointeUrl,
            merchantId: payments.cardPointeMerchantId,
            username: payments.cardPointeUsername,
            password: payments.cardPointePassword,
          }
        : null,
  });
}

/**
 * Issue 17: QuickBooks Online, or in 'standin' mode the same adapter against the fake company in the database.
 * `now` is the app's clock, so token lifetimes and the stand-in's change dates follow a test's clock.
 */
export function createAccounting(config: AppConfig, db: Db, now: () => Date = () => new Date()): AccountingProvider {
  const quickbooks = config.quickbooks;
  if (quickbooks.provider === 'standin')
    return createStandinAccounting(config, createStandinCompany(config, db, now), now);
  return createQuickBooksOnline({
    clientId: required(quickbooks.clientId, 'QUICKBOOKS_CLIENT_ID'),
    clientSecret: required(quickbooks.clientSecret, 'QUICKBOOKS_CLIENT_SECRET'),
    environment: quickbooks.environment,
    redirectUri: quickBooksRedirectUri(config.publicUrl),
    webhookVerifierToken: required(quickbooks.webhookVerifierToken, 'QUICKBOOKS_WEBHOOK_VERIFIER'),
    apiBaseUrl: quickbooks.apiBaseUrl,
    oauthBaseUrl: quickbooks.oauthBaseUrl,
    now,
  });
}
