import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './platform/db/client.ts';
import { DataDirLockedError } from './platform/db/data-dir-lock.ts';
import { prepareDatabase } from './platform/db/prepare.ts';
import {
  createAccounting,
  createConnect,
  createClientPayments,
  createDistances,
  createGeocoder,
  createMail,
  createPayouts,
  createPayments,
  createSms,
  createStorage,
} from './platform/providers/index.ts';
import { systemClock } from './platform/deps.ts';
import { buildApp } from './app.ts';
import { readWebBuildVersion } from './platform/http/spa.ts';
import { realtimeChannels } from '@employee-portal/core';
import { demoLoginsText } from './demo/seed-demo.ts';
import { pruneRateLimits } from './platform/http/rate-limiter.ts';
import { pruneOrganizationTokens } from './platform/auth/organization-token.repository.ts';
import { pruneIdempotencyKeys } from './platform/http/idempotency.ts';
import { createRealtimeHub } from './platform/realtime/realtime-hub.ts';
import { startJobs } from './platform/jobs/job-runner.ts';
import { runPlatformBilling } from './features/platform-billing/index.ts';
import { runRoyaltyInvoicing } from './features/royalties/index.ts';
import { runJobGeneration } from './features/jobs/index.ts';
import { runClientBilling } from './features/invoices/index.ts';
import { runAutopay } from './features/payments/index.ts';
import { syncAllPayouts } from './features/payouts/index.ts';
import { runRecurringTips } from './features/ratings-and-tips/index.ts';
import { runQuickbooksPull, runQuickbooksReconcile, runQuickbooksSync } from './features/quickbooks/index.ts';
import { seedQuickbooksDemo } from './demo/seed-quickbooks.ts';
import { runWebhookDeliveries, webhookStartupWarning } from './features/webhooks/index.ts';
import { pino } from 'pino';

async function openOrExit(config: ReturnType<typeof loadConfig>) {
  try {
    return await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function start() {
  const config = loadConfig();
  const handle = await openOrExit(config);
  const storage = createStorage(config);
  const { seeded } = await prepareDatabase(handle, { seedDemo: config.env !== 'production', storage });
  const realtime = createRealtimeHub({ databaseUrl: config.databaseUrl, logger: pino({ level: config.logLevel }) });
  const deps = {
    db: handle.db,
    config,
    clock: systemClock,
    sms: createSms(config, handle.db),
    mail: createMail(config, handle.db),
    realtime,
    payments: createPayments(config),
    stripeConnect: createConnect(config),
    clientPayments: createClientPayments(config),
    geocoder: createGeocoder(config),
    storage,
    distances: createDistances(config),
    payouts: createPayouts(config, handle.db),
    accounting: createAccounting(config, handle.db, () => systemClock.now()),
  };
  const app = await buildApp(deps);
  // The demo's QuickBooks needs the providers, so it is seeded once the app's dependencies exist.
  if (seeded)
    await seedQuickbooksDemo(deps).catch((error: unknown) => app.log.error({ err: error }, 'QuickBooks demo failed'));

  // Payouts the processor made while no instance ran show at once, not an interval later.
  void syncAllPayouts(deps).catch((error: unknown) => app.log.error({ err: error }, 'payout sync failed'));
  const stopJobs = startJobs(
    [
      { name: 'platform-billing', everyMs: 60_000, run: () => runPlatformBilling(deps) },
      { name: 'job-generation', everyMs: 60_000, run: () => runJobGeneration(deps) },
      { name: 'client-billing', everyMs: 300_000, run: () => runClientBilling(deps) },
      { name: 'autopay', everyMs: 60_000, run: () => runAutopay(deps) },
      { name: 'payout-sync', everyMs: 600_000, run: () => syncAllPayouts(deps) },
      { name: 'recurring-tips', everyMs: 60_000, run: () => runRecurringTips(deps) },
      { name: 'quickbooks-sync', everyMs: 10_000, run: () => runQuickbooksSync(deps) },
      // Webhook notices left over each minute; each organization's change feed every 15 minutes (claimed inside).
      { name: 'quickbooks-pull', everyMs: 60_000, run: () => runQuickbooksPull(deps) },
      { name: 'quickbooks-reconcile', everyMs: 3_600_000, run: () => runQuickbooksReconcile(deps) },
      { name: 'prune-rate-limits', everyMs: 3_600_000, run: () => pruneRateLimits(handle.db, new Date()) },
      {
        name: 'prune-organization-tokens',
        everyMs: 3_600_000,
        run: () => pruneOrganizationTokens(handle.db, new Date()),
      },
      { name: 'prune-idempotency-keys', everyMs: 3_600_000, run: () => pruneIdempotencyKeys(handle.db, new Date()) },
      // Outgoing webhooks: due deliveries are claimed with SKIP LOCKED, so each goes out from one instance.
      { name: 'webhook-deliveries', everyMs: 5_000, run: () => runWebhookDeliveries(deps) },
      // Each member's last whole month, once (a unique key per organization and month).
      { name: 'royalty-invoicing', everyMs: 600_000, run: () => runRoyaltyInvoicing(deps) },
    ],
    app.log,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopJobs();
    app.lifecycle.draining = true;
    if (config.shutdownDrainMs > 0) {
      app.log.info(
        { signal, drainMs: config.shutdownDrainMs },
        'shutting down: health check failing, still serving while the load balancer lets go',
      );
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const version = readWebBuildVersion(config.webDistDir);
  // Instances still serving the previous build tell their tabs that a new one is out.
  if (version)
    await realtime.publish({
      channel: realtimeChannels.employeeVersion,
      event: 'employee_version_deployed',
      data: { version },
    });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`Employee Portal is running on http://localhost:${config.port} (${where})`);
  if (seeded) console.log(`Loaded the demo organization.\n${demoLoginsText()}`);
  const webhookWarning = webhookStartupWarning(config.webhooks);
  if (webhookWarning) app.log.warn(webhookWarning);
}

start().catch((error: unknown) => {
  // A configuration mistake is the operator's to fix: say what, without a stack trace.
  console.error(error instanceof ConfigError ? `Employee Portal cannot start: ${error.message}` : error);
  process.exit(1);
});
