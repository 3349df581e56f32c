import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('PUBLIC_URL', () => {
  it('is required in production, with a message that says what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL must be set in production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.com/' }).publicUrl).toBe(
      'https://portal.example.com',
    );
  });

  it('defaults outside production to the address the server listens on', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ NODE_ENV: 'test', PORT: '4123', HOST: '127.0.0.1' }).publicUrl).toBe('http://127.0.0.1:4123');
    expect(loadConfig({ NODE_ENV: 'test', PORT: '4123', HOST: '::' }).publicUrl).toBe('http://localhost:4123');
    expect(loadConfig({ NODE_ENV: 'test', PORT: '4123', HOST: '::1' }).publicUrl).toBe('http://[::1]:4123');
  });

  it('keeps a path prefix and refuses what is not a plain http(s) base', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://example.com/portal//' }).publicUrl).toBe('https://example.com/portal');
    for (const bad of [
      'portal.example.com',
      'ftp://example.com',
      'https://example.com/?next=evil',
      'https://user:pw@example.com',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(ConfigError);
    }
  });
});

describe('load shedding limits', () => {
  it('bound requests in flight lower on the embedded database than on PostgreSQL, and take MAX_REQUESTS_IN_FLIGHT', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).loadShedding).toEqual({
      maxRequestsInFlight: 64,
      maxEventLoopDelayMs: 0,
      sampleIntervalMs: 250,
      retryAfterSeconds: 1,
    });
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://db/x' }).loadShedding.maxRequestsInFlight).toBe(
      256,
    );
    expect(
      loadConfig({ NODE_ENV: 'test', MAX_REQUESTS_IN_FLIGHT: '8', LOAD_SHED_RETRY_AFTER_SECONDS: '5' }).loadShedding,
    ).toMatchObject({ maxRequestsInFlight: 8, retryAfterSeconds: 5 });
    expect(loadConfig({ NODE_ENV: 'test', MAX_REQUESTS_IN_FLIGHT: '0' }).loadShedding.maxRequestsInFlight).toBe(64);
  });

  it('refuse on event-loop delay past 100 ms outside tests, MAX_EVENT_LOOP_DELAY_MS changing it and 0 turning it off', () => {
    const delayOf = (env: Record<string, string>) => loadConfig(env).loadShedding.maxEventLoopDelayMs;
    expect(delayOf({ NODE_ENV: 'development' })).toBe(100);
    expect(delayOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.com' })).toBe(100);
    expect(delayOf({ NODE_ENV: 'test' })).toBe(0);
    expect(delayOf({ NODE_ENV: 'test', MAX_EVENT_LOOP_DELAY_MS: '150' })).toBe(150);
    expect(delayOf({ MAX_EVENT_LOOP_DELAY_MS: '0' })).toBe(0);
    expect(delayOf({ MAX_EVENT_LOOP_DELAY_MS: 'soon' })).toBe(100);
  });
});

describe('webhooks and private networks', () => {
  it('keeps webhooks off private networks in every mode unless WEBHOOKS_ALLOW_PRIVATE_NETWORKS is true', () => {
    for (const NODE_ENV of ['development', 'test', 'production'])
      expect(loadConfig({ NODE_ENV, PUBLIC_URL: 'https://portal.example.com' }).webhooks, NODE_ENV).toEqual({
        allowPrivateAddresses: false,
      });
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true' }).webhooks.allowPrivateAddresses).toBe(true);
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE_NETWORKS: '1' }).webhooks.allowPrivateAddresses).toBe(false);
  });
});

describe('QuickBooks Online', () => {
  const keys = { QUICKBOOKS_CLIENT_ID: 'AB123', QUICKBOOKS_CLIENT_SECRET: 'secret' };

  it('uses the local stand-in unless the app has keys or asks for Intuit', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).quickbooks).toEqual({
      provider: 'standin',
      clientId: undefined,
      clientSecret: undefined,
      environment: 'sandbox',
      webhookVerifierToken: undefined,
      apiBaseUrl: undefined,
      oauthBaseUrl: undefined,
    });
    expect(loadConfig({ NODE_ENV: 'test', QUICKBOOKS_CLIENT_ID: 'AB123' }).quickbooks.provider).toBe('standin');
    expect(loadConfig({ NODE_ENV: 'test', ...keys }).quickbooks.provider).toBe('quickbooks');
    expect(loadConfig({ NODE_ENV: 'test', ...keys, QUICKBOOKS_PROVIDER: 'standin' }).quickbooks.provider).toBe(
      'standin',
    );
  });

  it('reads the environment, the webhook verifier and the host overrides', () => {
    const quickbooks = loadConfig({
      NODE_ENV: 'test',
      ...keys,
      QUICKBOOKS_ENVIRONMENT: 'production',
      QUICKBOOKS_WEBHOOK_VERIFIER: 'verifier',
      QUICKBOOKS_API_BASE_URL: 'http://127.0.0.1:9000',
      QUICKBOOKS_OAUTH_BASE_URL: 'http://127.0.0.1:9001',
    }).quickbooks;
    expect(quickbooks).toMatchObject({
      environment: 'production',
      webhookVerifierToken: 'verifier',
      apiBaseUrl: 'http://127.0.0.1:9000',
      oauthBaseUrl: 'http://127.0.0.1:9001',
    });
    expect(loadConfig({ NODE_ENV: 'test', QUICKBOOKS_ENVIRONMENT: 'prod' }).quickbooks.environment).toBe('sandbox');
  });
});

describe('SECRETS_KEY', () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.com' };
  it('is required by several instances on one PostgreSQL talking to QuickBooks, and optional otherwise', () => {
    const live = {
      ...production,
      DATABASE_URL: 'postgres://db/portal',
      QUICKBOOKS_CLIENT_ID: 'id',
      QUICKBOOKS_CLIENT_SECRET: 's',
    };
    expect(() => loadConfig(live)).toThrow(/SECRETS_KEY must be set/);
    expect(loadConfig({ ...live, SECRETS_KEY: ' key ' }).secretsKey).toBe('key');
    expect(loadConfig(production).secretsKey).toBeUndefined();
  });
});
