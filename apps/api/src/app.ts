import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from './platform/deps.ts';
import { registerErrorHandling } from './platform/http/errors.ts';
import { acceptApiKeys, registerAuthentication, socketAuthenticator } from './platform/auth/authenticate.ts';
import { registerSecurityHeaders } from './platform/http/security.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerCompression } from './platform/http/compression.ts';
import { type EventLoopDelaySensor, registerLoadShedding } from './platform/http/load-shedding.ts';
import { registerMalformedTextRefusal } from './platform/http/malformed-text.ts';
import { registerIdempotency } from './platform/http/idempotency.ts';
import { readWebBuildVersion, registerSpa } from './platform/http/spa.ts';
import { publicAccess } from './platform/auth/route-access.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { organizationRoutes } from './features/organizations/organizations.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { demoRoutes } from './features/demo/demo.routes.ts';
import { quickbooksStandinRoutes } from './features/demo/quickbooks-standin.routes.ts';
import { notificationRoutes } from './features/notifications/notifications.routes.ts';
import { onboardingGuideRoutes } from './features/onboarding-guide/onboarding-guide.routes.ts';
import { userRoutes } from './features/users/users.routes.ts';
import { clientRegistrationRoutes } from './features/client-registrations/client-registrations.routes.ts';
import { organizationSubscriptionRoutes } from './features/organization-subscription/organization-subscription.routes.ts';
import { organizationRegistrationRoutes } from './features/organization-registration/organization-registration.routes.ts';
import { paymentProviderRoutes } from './features/payment-providers/payment-providers.routes.ts';
import { roleRoutes } from './features/roles/roles.routes.ts';
import { staffRoutes } from './features/staff/staff.routes.ts';
import { invitationRoutes } from './features/staff/invitations.routes.ts';
import { shiftRoutes } from './features/shifts/shifts.routes.ts';
import { pricingRoutes } from './features/pricing/pricing.routes.ts';
import { giftCertificateRoutes } from './features/gift-certificates/gift-certificates.routes.ts';
import { invoiceRoutes } from './features/invoices/invoices.routes.ts';
import { subscriptionRoutes } from './features/subscriptions/subscriptions.routes.ts';
import { scheduleRoutes } from './features/subscriptions/schedule.routes.ts';
import { couponRoutes } from './features/coupons/coupons.routes.ts';
import { crossSellRoutes } from './features/cross-sells/cross-sells.routes.ts';
import { commercialRoutes } from './features/commercial/commercial.routes.ts';
import { changeRequestRoutes } from './features/change-requests/change-requests.routes.ts';
import { leadRoutes } from './features/leads/leads.routes.ts';
import { workAreaRoutes } from './features/work-areas/work-areas.routes.ts';
import { clientOnboardingRoutes } from './features/client-onboarding/client-onboarding.routes.ts';
import { clientRoutes } from './features/clients/clients.routes.ts';
import { jobRoutes } from './features/jobs/jobs.routes.ts';
import { jobPhotoRoutes } from './features/jobs/job-photos.routes.ts';
import { fieldTechSettingsRoutes } from './features/jobs/field-tech-settings.routes.ts';
import { cleanupNotificationRoutes } from './features/cleanup-notifications/cleanup-notifications.routes.ts';
import { dispatchRoutes } from './features/jobs/dispatch.routes.ts';
import { unassignedRoutes } from './features/unassigned/unassigned.routes.ts';
import { schedulerSettingsRoutes } from './features/jobs/scheduler-settings.routes.ts';
import { billingSettingsRoutes } from './features/invoices/billing-settings.routes.ts';
import { jobReportRoutes } from './features/job-reports/job-reports.routes.ts';
import { workAreaActivityRoutes } from './features/work-areas/work-area-activity.routes.ts';
import { routeOptimizeRoutes } from './features/route-manager/route-optimize.routes.ts';
import { routeManagerRoutes } from './features/route-manager/route-manager.routes.ts';
import { routePlanningReportRoutes } from './features/route-planning-report/route-planning-report.routes.ts';
import { newClientPlannerRoutes } from './features/new-client-planner/new-client-planner.routes.ts';
import { paymentRoutes } from './features/payments/payments.routes.ts';
import { moneyReportRoutes } from './features/money-reports/money-reports.routes.ts';
import { payoutRoutes } from './features/payouts/payouts.routes.ts';
import { ratingsAndTipsRoutes } from './features/ratings-and-tips/ratings-and-tips.routes.ts';
import { quickbooksRoutes } from './features/quickbooks/quickbooks.routes.ts';
import { payrollSettingsRoutes } from './features/payroll-settings/payroll-settings.routes.ts';
import { settingsOverviewRoutes } from './features/settings/settings.routes.ts';
import { payrollRoutes } from './features/payroll/payroll.routes.ts';
import { payrollReportRoutes } from './features/payroll-reports/index.ts';
import { apiKeyRoutes } from './features/api-keys/api-keys.routes.ts';
import { apiKeyResolver } from './features/api-keys/index.ts';
import { webhookRoutes } from './features/webhooks/webhooks.routes.ts';
import { brandingRoutes } from './features/branding/branding.routes.ts';
import { brandOutgoingMail } from './features/branding/index.ts';
import { clientPortalSettingsRoutes } from './features/client-portal-settings/client-portal-settings.routes.ts';
import { directoryListingRoutes } from './features/directory-listing/directory-listing.routes.ts';
import { royaltiesRoutes } from './features/royalties/royalties.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM: the health check fails so a load balancer stops sending work while requests still get answers. */
    lifecycle: { draining: boolean };
  }
}

const REQUEST_ID = /^[\w-]{8,64}$/;
const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(
  deps: AppDeps,
  options: { logger?: FastifyServerOptions['logger']; eventLoopDelay?: EventLoopDelaySensor } = {},
) {
  brandOutgoingMail(deps);
  const app = Fastify({
    logger: options.logger ?? { level: deps.config.logLevel },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy:
      typeof deps.config.trustProxy === 'number' ? hopsTrusted(deps.config.trustProxy) : deps.config.trustProxy,
    bodyLimit: 1_048_576,
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // First of the hooks: a refused request costs nothing else.
  await registerLoadShedding(app, deps.config.loadShedding, options.eventLoopDelay);
  registerErrorHandling(app);
  registerAuthentication(app, deps);
  registerMalformedTextRefusal(app);
  registerIdempotency(app, deps.db, deps.clock);
  await registerCompression(app);
  await registerSecurityHeaders(app, deps.config.payments);
  await registerOpenApi(app);

  app.decorate('lifecycle', { draining: false });
  const health = {
    200: z.object({ status: z.literal('ok'), database: z.string() }),
    503: z.object({ status: z.literal('draining'), database: z.string() }),
  };
  app.get(
    '/api/health',
    { config: { access: publicAccess }, schema: { tags: ['platform'], response: health } },
    async (_request, reply) => {
      const database = deps.config.databaseUrl ? 'postgres' : 'pglite';
      if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' as const, database });
      await deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, database };
    },
  );

  await app.register(authRoutes(deps), { prefix: '/api' });
  await app.register(organizationRoutes(deps), { prefix: '/api' });
  await app.register(dashboardRoutes(deps), { prefix: '/api' });
  await app.register(notificationRoutes(deps), { prefix: '/api' });
  await app.register(onboardingGuideRoutes(deps), { prefix: '/api' });
  await app.register(userRoutes(deps), { prefix: '/api' });
  await app.register(clientRegistrationRoutes(deps), { prefix: '/api' });
  await app.register(organizationSubscriptionRoutes(deps), { prefix: '/api' });
  await app.register(organizationRegistrationRoutes(deps), { prefix: '/api' });
  await app.register(paymentProviderRoutes(deps), { prefix: '/api' });
  await app.register(roleRoutes(deps), { prefix: '/api' });
  await app.register(staffRoutes(deps), { prefix: '/api' });
  await app.register(invitationRoutes(deps), { prefix: '/api' });
  await app.register(shiftRoutes(deps), { prefix: '/api' });
  await app.register(pricingRoutes(deps), { prefix: '/api' });
  await app.register(giftCertificateRoutes(deps), { prefix: '/api' });
  await app.register(couponRoutes(deps), { prefix: '/api' });
  await app.register(subscriptionRoutes(deps), { prefix: '/api' });
  await app.register(scheduleRoutes(deps), { prefix: '/api' });
  await app.register(crossSellRoutes(deps), { prefix: '/api' });
  await app.register(commercialRoutes(deps), { prefix: '/api' });
  await app.register(changeRequestRoutes(deps), { prefix: '/api' });
  await app.register(leadRoutes(deps), { prefix: '/api' });
  await app.register(workAreaRoutes(deps), { prefix: '/api' });
  await app.register(clientOnboardingRoutes(deps), { prefix: '/api' });
  await app.register(clientRoutes(deps), { prefix: '/api' });
  await app.register(jobRoutes(deps), { prefix: '/api' });
  await app.register(jobPhotoRoutes(deps), { prefix: '/api' });
  await app.register(fieldTechSettingsRoutes(deps), { prefix: '/api' });
  await app.register(cleanupNotificationRoutes(deps), { prefix: '/api' });
  await app.register(dispatchRoutes(deps), { prefix: '/api' });
  await app.register(unassignedRoutes(deps), { prefix: '/api' });
  await app.register(schedulerSettingsRoutes(deps), { prefix: '/api' });
  await app.register(billingSettingsRoutes(deps), { prefix: '/api' });
  await app.register(jobReportRoutes(deps), { prefix: '/api' });
  await app.register(workAreaActivityRoutes(deps), { prefix: '/api' });
  await app.register(routeOptimizeRoutes(deps), { prefix: '/api' });
  await app.register(routeManagerRoutes(deps), { prefix: '/api' });
  await app.register(routePlanningReportRoutes(deps), { prefix: '/api' });
  await app.register(newClientPlannerRoutes(deps), { prefix: '/api' });
  await app.register(invoiceRoutes(deps), { prefix: '/api' });
  await app.register(paymentRoutes(deps), { prefix: '/api' });
  await app.register(moneyReportRoutes(deps), { prefix: '/api' });
  await app.register(payoutRoutes(deps), { prefix: '/api' });
  await app.register(ratingsAndTipsRoutes(deps), { prefix: '/api' });
  await app.register(quickbooksRoutes(deps), { prefix: '/api' });
  await app.register(payrollSettingsRoutes(deps), { prefix: '/api' });
  await app.register(settingsOverviewRoutes(deps), { prefix: '/api' });
  await app.register(payrollRoutes(deps), { prefix: '/api' });
  await app.register(payrollReportRoutes(deps), { prefix: '/api' });
  await app.register(apiKeyRoutes(deps), { prefix: '/api' });
  acceptApiKeys(app, apiKeyResolver(deps));
  await app.register(webhookRoutes(deps), { prefix: '/api' });
  await app.register(brandingRoutes(deps), { prefix: '/api' });
  await app.register(clientPortalSettingsRoutes(deps), { prefix: '/api' });
  await app.register(directoryListingRoutes(deps), { prefix: '/api' });
  await app.register(royaltiesRoutes(deps), { prefix: '/api' });
  if (deps.config.env !== 'production') await app.register(demoRoutes(deps), { prefix: '/api' });
  if (deps.config.env !== 'production') await app.register(quickbooksStandinRoutes(deps), { prefix: '/api' });

  await registerSpa(app, deps.config.webDistDir);
  deps.realtime.attach(app.server, socketAuthenticator(deps), readWebBuildVersion(deps.config.webDistDir));
  app.addHook('preClose', () => deps.realtime.close());
  return app;
}
