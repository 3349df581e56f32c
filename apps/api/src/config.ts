import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type SmsProviderName = 'test' | 'twilio';
export type MailProviderName = 'test' | 'smtp';

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  /** Embedded PGlite folder; ignored when `databaseUrl` is set. */
  dataDir: string;
  /**
   * `SECRETS_KEY`: seals secrets kept in the database (QuickBooks tokens). Unset, a key is made once in the data
   * directory, which does for one server; instances on several machines must share one key, so production on
   * PostgreSQL with live QuickBooks keys refuses to start without it.
   */
  secretsKey: string | undefined;
  databaseUrl: string | null;
  /**
   * Base of every link the server builds (e-mails, Stripe return pages, embed codes), without a trailing slash.
   * Never taken from a request: a forged Host header must not steer a reset link to someone else's site.
   */
  publicUrl: string;
  webDistDir: string;
  logLevel: string;
  /** How long a stopping instance keeps serving with a failing health check, so the load balancer can take it out first. */
  shutdownDrainMs: number;
  /** Proxies in front of the server whose X-Forwarded-For is believed; none by default, or rate limits could be dodged. */
  trustProxy: boolean | number | string;
  geocoding: { provider: 'test' | 'nominatim'; url: string; userAgent: string };
  /** Issue 15: road distances for routes from an OSRM-compatible server, else the straight-line estimate. */
  distances: { provider: 'straight_line' | 'osrm'; osrmUrl: string | undefined; osrmProfile: string };
  sms: {
    provider: SmsProviderName;
    twilioAccountSid?: string;
    twilioAuthToken?: string;
    twilioFrom?: string;
    twilioBaseUrl?: string;
  };
  mail: { provider: MailProviderName; smtpUrl?: string; from: string };
  payments: {
    mode: 'test' | 'live';
    cardPointeUrl?: string;
    cardPointeMerchantId?: string;
    cardPointeUsername?: string;
    cardPointePassword?: string;
    cardConnectSite?: string;
    stripeSecretKey?: string;
    stripePublishableKey?: string;
    stripeWebhookSecret?: string;
  };
  /**
   * `loginPerIp`: requests per window from one address to the sign-in routes. `loginFailuresPerAccount`: failed
   * passwords on one account from all addresses together per window, beyond which the account is slowed (see
   * `loginThrottle`). `codeSendsPerAccount`: login codes sent per account per hour.
   */
  rateLimits: {
    loginPerIp: number;
    loginFailuresPerAccount: number;
    codeSendsPerAccount: number;
    windowSeconds: number;
  };
  loginThrottle: LoginThrottleConfig;
  /**
   * API requests being served at once (queued for the database included), or the event loop's mean delay, beyond
   * which a new one is refused at once with 503 and Retry-After, rather than waiting seconds behind the others.
   * /api/health is never refused.
   */
  loadShedding: {
    maxRequestsInFlight: number;
    maxEventLoopDelayMs: number;
    sampleIntervalMs: number;
    retryAfterSeconds: number;
  };
  /** Where uploaded files (job photos) live: a folder (default: `files` in the data directory) or an S3 bucket. */
  storage: {
    provider: 'folder' | 's3';
    folder: string;
    s3Bucket?: string;
    s3Region: string;
    s3Endpoint?: string;
    s3AccessKeyId?: string;
    s3SecretAccessKey?: string;
    s3ForcePathStyle: boolean;
    s3Prefix?: string;
  };
  /**
   * Issue 17: QuickBooks Online. 'standin' talks to the local fake company in-process (its consent page under
   * /api/demo/quickbooks); 'quickbooks' to Intuit, chosen by QUICKBOOKS_PROVIDER or by giving the app's keys.
   */
  quickbooks: QuickBooksConfig;
  /**
   * Outgoing webhooks. `allowPrivateAddresses` (WEBHOOKS_ALLOW_PRIVATE_NETWORKS=true) lets deliveries reach loopback,
   * private-network and cloud metadata addresses. Off in every mode unless asked for, so an organization cannot aim
   * a server started by `npm start` at the services beside it (SSRF); tests with a local receiver opt in.
   */
  webhooks: { allowPrivateAddresses: boolean };
}

export interface QuickBooksConfig {
  provider: 'standin' | 'quickbooks';
  clientId?: string;
  clientSecret?: string;
  environment: 'sandbox' | 'production';
  webhookVerifierToken?: string;
  apiBaseUrl?: string;
  oauthBaseUrl?: string;
}

/**
 * Password guessing is slowed where it comes from, not by locking the account: one address guessing one account
 * waits longer after each failure, while the owner elsewhere signs in at once.
 */
export interface LoginThrottleConfig {
  /** Attempts one address may make on one account before each further attempt must wait. */
  freeAttempts: number;
  /** The first wait; each further attempt doubles it, up to `maxDelaySeconds`. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** An address that has not tried an account for this long starts afresh. */
  forgetAfterSeconds: number;
  /**
   * Over the account's failure ceiling, addresses that never signed in to it share one attempt per this many
   * seconds: a guesser spread over many addresses is slowed, never the account locked.
   */
  accountSlowIntervalSeconds: number;
  /** An address that opened a session of the account within this many days is its owner's, and is not slowed. */
  knownAddressDays: number;
  /** Wrong second-step codes per account per day, across all codes and sessions. */
  wrongCodesPerDay: number;
}

/** A setting the server cannot start with; main prints the message and exits non-zero. */
export class ConfigError extends Error {}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const readEnv = (value: string | undefined): AppConfig['env'] =>
  value === 'production' || value === 'test' ? value : 'development';

const positiveInt = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

/** A whole number of at least 0 (0 turns a check off), else the fallback. */
const nonNegativeInt = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
};

/** TRUST_PROXY: unset = trust nobody; a number = that many hops; otherwise addresses or CIDRs, comma-separated. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '']);

/**
 * PUBLIC_URL when set (production must set it); otherwise the server's own listening address, so links in a
 * development or test server's e-mails open that same server.
 */
function readPublicUrl(value: string | undefined, env: AppConfig['env'], host: string, port: number): string {
  if (!value) {
    if (env === 'production')
      throw new ConfigError(
        'PUBLIC_URL must be set in production: it is the base of the links the server e-mails (e.g. PUBLIC_URL=https://portal.example.com).',
      );
    const name = ANY_ADDRESS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    return `http://${name}:${port}`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL is not a URL: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError(`PUBLIC_URL must start with https:// or http://: ${value}`);
  if (url.search || url.hash || url.username || url.password)
    throw new ConfigError(
      `PUBLIC_URL must be an origin with an optional path, without query, fragment or credentials: ${value}`,
    );
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Intuit only when asked for, or when the app's keys are given and nothing else was asked for. */
function readQuickBooks(env: NodeJS.ProcessEnv): QuickBooksConfig {
  const clientId = env.QUICKBOOKS_CLIENT_ID || undefined;
  const clientSecret = env.QUICKBOOKS_CLIENT_SECRET || undefined;
  const asked = env.QUICKBOOKS_PROVIDER;
  const provider =
    asked === 'quickbooks' || asked === 'standin' ? asked : clientId && clientSecret ? 'quickbooks' : 'standin';
  return {
    provider,
    clientId,
    clientSecret,
    environment: env.QUICKBOOKS_ENVIRONMENT === 'production' ? 'production' : 'sandbox',
    webhookVerifierToken: env.QUICKBOOKS_WEBHOOK_VERIFIER || undefined,
    apiBaseUrl: env.QUICKBOOKS_API_BASE_URL || undefined,
    oauthBaseUrl: env.QUICKBOOKS_OAUTH_BASE_URL || undefined,
  };
}

function readSecretsKey(env: NodeJS.ProcessEnv, appEnv: AppConfig['env']): string | undefined {
  const key = env.SECRETS_KEY?.trim() || undefined;
  if (!key && appEnv === 'production' && env.DATABASE_URL && readQuickBooks(env).provider === 'quickbooks')
    throw new ConfigError('SECRETS_KEY must be set: several instances share one database and must share its key');
  return key;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const appEnv = readEnv(env.NODE_ENV);
  const port = positiveInt(env.PORT, 3000);
  const host = env.HOST ?? '0.0.0.0';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    env: appEnv,
    port,
    host,
    dataDir,
    secretsKey: readSecretsKey(env, appEnv),
    databaseUrl: env.DATABASE_URL || null,
    publicUrl: readPublicUrl(env.PUBLIC_URL, appEnv, host, port),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    shutdownDrainMs: positiveInt(env.SHUTDOWN_DRAIN_MS, 0),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sms: {
      provider: env.SMS_PROVIDER === 'twilio' ? 'twilio' : 'test',
      twilioAccountSid: env.TWILIO_ACCOUNT_SID,
      twilioAuthToken: env.TWILIO_AUTH_TOKEN,
      twilioFrom: env.TWILIO_FROM,
      twilioBaseUrl: env.TWILIO_BASE_URL,
    },
    geocoding: {
      provider: env.GEOCODER === 'nominatim' ? 'nominatim' : 'test',
      url: env.GEOCODER_URL ?? 'https://nominatim.openstreetmap.org',
      userAgent: env.GEOCODER_USER_AGENT ?? 'EmployeePortal/1.0',
    },
    distances: {
      provider: env.DISTANCE_PROVIDER === 'osrm' ? 'osrm' : 'straight_line',
      osrmUrl: env.OSRM_URL,
      osrmProfile: env.OSRM_PROFILE ?? 'driving',
    },
    mail: {
      provider: env.MAIL_PROVIDER === 'smtp' ? 'smtp' : 'test',
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? 'Employee Portal <no-reply@employee-portal.test>',
    },
    payments: {
      mode: env.PAYMENTS_MODE === 'live' ? 'live' : 'test',
      cardPointeUrl: env.CARDPOINTE_URL,
      cardPointeMerchantId: env.CARDPOINTE_MERCHANT_ID,
      cardPointeUsername: env.CARDPOINTE_USERNAME,
      cardPointePassword: env.CARDPOINTE_PASSWORD,
      cardConnectSite: env.CARDCONNECT_SITE,
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
    },
    rateLimits: {
      loginPerIp: positiveInt(env.LOGIN_LIMIT_PER_IP, 300),
      loginFailuresPerAccount: positiveInt(env.LOGIN_FAILURES_PER_ACCOUNT, 20),
      codeSendsPerAccount: positiveInt(env.TWO_FACTOR_SENDS_PER_ACCOUNT, 10),
      windowSeconds: positiveInt(env.RATE_LIMIT_WINDOW_SECONDS, 900),
    },
    loginThrottle: {
      freeAttempts: positiveInt(env.LOGIN_FREE_ATTEMPTS, 5),
      baseDelaySeconds: positiveInt(env.LOGIN_BASE_DELAY_SECONDS, 1),
      maxDelaySeconds: positiveInt(env.LOGIN_MAX_DELAY_SECONDS, 900),
      forgetAfterSeconds: positiveInt(env.LOGIN_FORGET_AFTER_SECONDS, 86_400),
      accountSlowIntervalSeconds: positiveInt(env.LOGIN_ACCOUNT_SLOW_INTERVAL_SECONDS, 30),
      knownAddressDays: positiveInt(env.LOGIN_KNOWN_ADDRESS_DAYS, 30),
      wrongCodesPerDay: positiveInt(env.TWO_FACTOR_WRONG_CODES_PER_DAY, 20),
    },
    loadShedding: {
      // PGlite runs one query at a time (about 1,000 simple reads a second): 64 waiting requests are well under a
      // second of work. PostgreSQL serves several connections at once and runs side by side with other instances.
      maxRequestsInFlight: positiveInt(env.MAX_REQUESTS_IN_FLIGHT, env.DATABASE_URL ? 256 : 64),
      // Off under test unless asked for: a test's answers must not depend on how busy the machine running it is.
      maxEventLoopDelayMs: nonNegativeInt(env.MAX_EVENT_LOOP_DELAY_MS, appEnv === 'test' ? 0 : 100),
      sampleIntervalMs: positiveInt(env.EVENT_LOOP_SAMPLE_MS, 250),
      retryAfterSeconds: positiveInt(env.LOAD_SHED_RETRY_AFTER_SECONDS, 1),
    },
    storage: {
      provider: env.STORAGE_PROVIDER === 's3' ? 's3' : 'folder',
      folder: path.resolve(env.STORAGE_FOLDER ?? path.join(dataDir, 'files')),
      s3Bucket: env.S3_BUCKET,
      s3Region: env.S3_REGION ?? 'us-east-1',
      s3Endpoint: env.S3_ENDPOINT,
      s3AccessKeyId: env.S3_ACCESS_KEY_ID,
      s3SecretAccessKey: env.S3_SECRET_ACCESS_KEY,
      s3ForcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
      s3Prefix: env.S3_PREFIX,
    },
    quickbooks: readQuickBooks(env),
    webhooks: {
      allowPrivateAddresses: env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS === 'true',
    },
  };
}
