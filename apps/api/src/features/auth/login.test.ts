import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { codeIn, lastMessageTo } from '../../../test/support/outbox.ts';
import { latestOutboxMessages } from '../../platform/providers/outbox.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: unknown, ip = '10.0.0.1') =>
  t.injectAs(null, { method: 'POST', url: '/api/auth/login', payload: body as object, remoteAddress: ip });

describe('POST /api/auth/login', () => {
  it('answers a session token and the signed-in user for the right password', async () => {
    const organization = await createOrganization(t.db, { name: 'Acme Scoopers' });
    const user = await createUser(t.db, { organizationId: organization.id, email: 'ana@example.com' });
    const response = await login({ email: '  ANA@example.com ', password: TEST_PASSWORD, timezone: 'America/Denver' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({
      user_id: user.id,
      organization_id: organization.id,
      organization_name: 'Acme Scoopers',
      two_factor: 0,
      change_password: 0,
      active_users: 1,
    });
    expect(body.user.permissions).toContain('clients');

    const me = await t.injectAs(body.token, { method: 'GET', url: '/api/auth/employee_user' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ token: body.token, user: { user_id: user.id } });
  });

  it('refuses a wrong password with invalid_credentials and the same answer for an unknown e-mail', async () => {
    const organization = await createOrganization(t.db);
    const user = await createUser(t.db, { organizationId: organization.id });
    const wrong = await login({ email: user.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody-here@example.com', password: 'not the password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      error: 'invalid_credentials',
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
    expect(wrong.json().token).toBeUndefined();
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('validates with the catalogue wording', async () => {
    const response = await login({ email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [messages.emailInvalid], password: [messages.required] });
  });

  it('answers 401 Unauthenticated. for a missing or unknown token', async () => {
    for (const token of [null, 'made-up-token']) {
      const response = await t.injectAs(token, { method: 'GET', url: '/api/auth/employee_user' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.unauthenticated });
    }
  });
});

const WRONG = 'not-the-password';

/** Fails from `ip` until `count` failures are in, waiting out each delay the way a patient guesser would. */
async function failFrom(app: TestApp, email: string, ip: string, count: number) {
  for (let failures = 0; failures < count; ) {
    const response = await app.injectAs(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: WRONG },
      remoteAddress: ip,
    });
    if (response.statusCode === 429) {
      app.clock.advance(Number(response.headers['retry-after']) * 1000);
      continue;
    }
    expect(response.statusCode).toBe(422);
    failures++;
  }
}

// Each attempt checks a password with scrypt on purpose, so these tests take a while on a busy machine.
const SLOW = 90_000;

describe('password guessing', () => {
  it(
    'slows the guessing address while the owner signs in at once from elsewhere',
    async () => {
      const organization = await createOrganization(t.db);
      const user = await createUser(t.db, { organizationId: organization.id });
      // The owner signed in from home before the attack.
      expect((await login({ email: user.email, password: TEST_PASSWORD }, '198.51.100.7')).statusCode).toBe(200);

      await failFrom(t, user.email, '203.0.113.66', 15);
      const attacker = await login({ email: user.email, password: WRONG }, '203.0.113.66');
      expect(attacker.statusCode).toBe(429);
      expect(attacker.json().error).toBe('too_many_attempts');

      const owner = await login({ email: user.email, password: TEST_PASSWORD }, '198.51.100.7');
      expect(owner.statusCode).toBe(200);
      expect(owner.json().user.user_id).toBe(user.id);
    },
    SLOW,
  );

  it(
    'lets the owner in at once from a new address too, while the guesser waits',
    async () => {
      const organization = await createOrganization(t.db);
      const user = await createUser(t.db, { organizationId: organization.id });
      await failFrom(t, user.email, '203.0.113.67', 8);
      expect((await login({ email: user.email, password: WRONG }, '203.0.113.67')).statusCode).toBe(429);
      expect((await login({ email: user.email, password: TEST_PASSWORD }, '192.0.2.41')).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    'makes each attempt past the free ones wait twice as long, even with the right password, and forgets after a success',
    async () => {
      const organization = await createOrganization(t.db);
      const user = await createUser(t.db, { organizationId: organization.id });
      const ip = '203.0.113.68';
      const { freeAttempts } = t.deps.config.loginThrottle;
      for (let attempt = 1; attempt <= freeAttempts; attempt++)
        expect((await login({ email: user.email, password: WRONG }, ip)).statusCode).toBe(422);

      const waits: number[] = [];
      for (let round = 0; round < 4; round++) {
        const refused = await login({ email: user.email, password: WRONG }, ip);
        expect(refused.statusCode).toBe(429);
        const wait = Number(refused.headers['retry-after']);
        waits.push(wait);
        // A moment before the wait ends it is still refused.
        t.clock.advance(wait * 1000 - 500);
        expect((await login({ email: user.email, password: WRONG }, ip)).statusCode).toBe(429);
        t.clock.advance(500);
        expect((await login({ email: user.email, password: WRONG }, ip)).statusCode).toBe(422);
      }
      expect(waits).toEqual([1, 2, 4, 8]);

      // The right password does not jump the queue: the delay would be worthless otherwise.
      const rightTooSoon = await login({ email: user.email, password: TEST_PASSWORD }, ip);
      expect(rightTooSoon.statusCode).toBe(429);
      expect(Number(rightTooSoon.headers['retry-after'])).toBe(16);
      t.clock.advance(16_000);
      expect((await login({ email: user.email, password: TEST_PASSWORD }, ip)).statusCode).toBe(200);
      // Signed in: the address starts afresh.
      for (let attempt = 1; attempt <= freeAttempts; attempt++)
        expect((await login({ email: user.email, password: WRONG }, ip)).statusCode).toBe(422);
    },
    SLOW,
  );

  it(
    'answers an unknown e-mail the same way, so throttling does not tell which accounts exist',
    async () => {
      const ip = '203.0.113.69';
      await failFrom(t, 'nobody-at-all@example.com', ip, t.deps.config.loginThrottle.freeAttempts);
      expect((await login({ email: 'nobody-at-all@example.com', password: WRONG }, ip)).statusCode).toBe(429);
    },
    SLOW,
  );
});

describe('a guesser spread over many addresses', () => {
  const ceiling = 3;
  let spread: TestApp;
  beforeAll(async () => {
    spread = await createTestApp({
      config: {
        rateLimits: { ...t.deps.config.rateLimits, loginFailuresPerAccount: ceiling },
        loginThrottle: { ...t.deps.config.loginThrottle, accountSlowIntervalSeconds: 30 },
      },
    });
  });
  afterAll(() => spread.close());

  const attempt = (email: string, password: string, ip: string) =>
    spread.injectAs(null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });
  /** Failures are counted in fixed windows; starting a minute into one keeps the minutes a test moves on inside it. */
  const startInAWindow = () => {
    const windowMs = spread.deps.config.rateLimits.windowSeconds * 1000;
    spread.clock.set(new Date(Math.floor(Date.now() / windowMs) * windowMs + 60_000));
  };
  const guessingWarnings = async (email: string) =>
    (await latestOutboxMessages(spread.db, { to: email, limit: 20 })).filter((message) =>
      message.subject?.includes('trying to guess your Employee Portal password'),
    );

  it(
    'lets the owner in at once from an address never used before, while the guessers are slowed, and e-mails the owner once',
    async () => {
      startInAWindow();
      const organization = await createOrganization(spread.db);
      const user = await createUser(spread.db, { organizationId: organization.id });
      const bots = Array.from({ length: 30 }, (_, bot) => `203.0.113.${bot + 1}`);
      for (const bot of bots) expect([422, 429]).toContain((await attempt(user.email, WRONG, bot)).statusCode);
      // One more guess every half second from the same addresses: once each has had its two tries, they share one
      // checked attempt per 30 seconds.
      const answers: number[] = [];
      for (let round = 0; round < 2 * bots.length; round++) {
        spread.clock.advance(500);
        answers.push((await attempt(user.email, WRONG, bots[round % bots.length]!)).statusCode);
      }
      expect(answers.slice(bots.length).filter((status) => status !== 429)).toEqual([422]);

      const onTheRoad = await attempt(user.email, TEST_PASSWORD, '192.0.2.99');
      expect(onTheRoad.statusCode).toBe(200);
      expect(onTheRoad.json().user.user_id).toBe(user.id);

      const warnings = await guessingWarnings(user.email);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.body).toContain('You can still sign in as usual with your password.');
    },
    SLOW,
  );

  it(
    'checks no more than two passwords per new address and one per interval, so a 429 answers without a comparison',
    async () => {
      startInAWindow();
      const organization = await createOrganization(spread.db);
      const user = await createUser(spread.db, { organizationId: organization.id });
      expect((await attempt(user.email, TEST_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
      for (let bot = 1; bot <= ceiling; bot++)
        expect((await attempt(user.email, WRONG, `203.0.113.${100 + bot}`)).statusCode).toBe(422);

      // Slowed: a new address has two tries checked; past them it waits for the account's shared slot.
      const guesser = '203.0.113.150';
      expect((await attempt(user.email, WRONG, guesser)).statusCode).toBe(422);
      expect((await attempt(user.email, WRONG, guesser)).statusCode).toBe(422);
      expect((await attempt(user.email, WRONG, guesser)).statusCode).toBe(422);
      const slowed = await attempt(user.email, WRONG, guesser);
      expect(slowed.statusCode).toBe(429);
      expect(Number(slowed.headers['retry-after'])).toBe(30);
      // Even the right password is not compared from there now, so the 429 says nothing about the password.
      expect((await attempt(user.email, TEST_PASSWORD, guesser)).statusCode).toBe(429);
      // An IPv6 guesser gets its two tries per /64, not per address.
      for (const ip of ['2001:db8:1:2::a', '2001:db8:1:2::b'])
        expect((await attempt(user.email, WRONG, ip)).statusCode).toBe(422);
      expect((await attempt(user.email, WRONG, '2001:db8:1:2:ffff::c')).statusCode).toBe(429);
      // The owner's own address is not slowed.
      expect((await attempt(user.email, TEST_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
      // Slowed, not blocked: after the wait the guesser gets one more check.
      spread.clock.advance(30_000);
      expect((await attempt(user.email, WRONG, guesser)).statusCode).toBe(422);
    },
    SLOW,
  );

  it(
    'lets a two-factor owner through both steps from a new address while the account is slowed',
    async () => {
      startInAWindow();
      const organization = await createOrganization(spread.db);
      const phone = '3035550177';
      const user = await createUser(spread.db, { organizationId: organization.id, twoFactor: true, phone });
      const bots = Array.from({ length: ceiling + 4 }, (_, bot) => `203.0.113.${200 + bot}`);
      for (let round = 0; round < 3; round++)
        for (const bot of bots) expect([422, 429]).toContain((await attempt(user.email, WRONG, bot)).statusCode);
      expect((await attempt(user.email, WRONG, bots[0]!)).statusCode).toBe(429);

      const first = await attempt(user.email, TEST_PASSWORD, '192.0.2.150');
      expect(first.statusCode).toBe(200);
      expect(first.json().user.two_factor).toBe(1);
      const code = codeIn((await lastMessageTo(spread.db, phone)).body);
      const second = await spread.injectAs(first.json().token, {
        method: 'POST',
        url: '/api/validate_two_factor',
        payload: { code },
        remoteAddress: '192.0.2.150',
      });
      expect(second.statusCode).toBe(200);
      expect(second.json().user.user_id).toBe(user.id);
    },
    SLOW,
  );
});

describe('per-address limit behind no trusted proxy', () => {
  it('ignores a forged X-Forwarded-For, so changing it does not reset the limit', async () => {
    const limited = await createTestApp({ config: { rateLimits: { ...t.deps.config.rateLimits, loginPerIp: 3 } } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await limited.injectAs(null, {
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `x${attempt}@example.com`, password: 'whatever-1' },
          remoteAddress: '10.7.7.7',
          headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([422, 422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});
