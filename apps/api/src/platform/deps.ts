import type { AppConfig } from '../config.ts';
import type { Db } from './db/client.ts';
import type { MailSender } from './providers/mail/mail-sender.ts';
import type { SmsSender } from './providers/sms/sms-sender.ts';
import type { RealtimeHub } from './realtime/realtime-hub.ts';
import type { CardProcessor } from './providers/payments/card-processor.ts';
import type { Geocoder } from './providers/geocoding/geocoder.ts';
import type { FileStorage } from './providers/storage/file-storage.ts';
import type { DistanceMatrixProvider } from './providers/distances/distance-matrix.ts';
import type { StripeConnect } from './providers/payments/stripe-connect.ts';
import type { ClientPayments } from './providers/client-payments/index.ts';
import type { PayoutsProvider } from './providers/payouts/index.ts';
import type { AccountingProvider } from './providers/accounting/accounting.ts';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** What services need from the outside world; built once per app, replaced by tests. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  clock: Clock;
  sms: SmsSender;
  mail: MailSender;
  realtime: RealtimeHub;
  payments: CardProcessor;
  stripeConnect: StripeConnect;
  /** The organizations' own processors, charging their clients' cards (issue 16). */
  clientPayments: ClientPayments;
  geocoder: Geocoder;
  storage: FileStorage;
  distances: DistanceMatrixProvider;
  payouts: PayoutsProvider;
  /** The organizations' books: QuickBooks Online, or its local stand-in (issue 17). */
  accounting: AccountingProvider;
}
