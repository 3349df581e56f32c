import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cardFormSettingsResponseSchema,
  stripeAccountResponseSchema,
  stripeOnboardingResponseSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess, publicAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { createTestStripeConnect } from '../../platform/providers/payments/stripe-connect.ts';
import { applyStripeWebhook, startStripeOnboarding, stripeAccountView } from './stripe-connect.service.ts';
import { TOKENIZER_HTML, TOKENIZER_JS } from './test-tokenizer.page.ts';
import { onboardingPage } from './test-onboarding.page.ts';

const tags = ['payment providers'];
const connectAccess = memberAccess('connect_to_stripe', { withoutSubscription: true });

export const paymentProviderRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/connect_to_stripe',
      {
        config: { access: connectAccess },
        schema: {
          tags,
          response: { 200: stripeAccountResponseSchema },
        },
      },
      (request) => stripeAccountView(requireMember(request)),
    );
    app.post(
      '/connect_to_stripe/onboarding',
      { config: { access: connectAccess }, schema: { tags, response: { 200: stripeOnboardingResponseSchema } } },
      (request) => startStripeOnboarding(deps, requireMember(request)),
    );

    // Card form settings for the subscribe dialog: which processor, and where its tokenizer lives.
    app.get(
      '/organization_subscription/card_form',
      {
        config: { access: memberAccess('subscription_details', { withoutSubscription: true }) },
        schema: {
          tags,
          response: { 200: cardFormSettingsResponseSchema },
        },
      },
      (request) => {
        const member = requireMember(request);
        const processor =
          member.organization.card_connect_site ||
          deps.config.payments.cardConnectSite ||
          deps.config.payments.mode === 'test'
            ? ('card_connect' as const)
            : ('stripe' as const);
        const site = member.organization.card_connect_site ?? deps.config.payments.cardConnectSite;
        const tokenizer =
          deps.config.payments.mode === 'test'
            ? '/api/providers/card_connect/tokenizer'
            : site
              ? `https://${site}.cardconnect.com/itoke/ajax-tokenizer.html`
              : null;
        return {
          processor,
          tokenizer_url: tokenizer,
          stripe_publishable_key: deps.config.payments.stripePublishableKey ?? null,
          test_mode: deps.config.payments.mode === 'test',
        };
      },
    );

    // Stripe signs the raw body: this route reads it as text before anything parses it.
    await app.register(async (webhooks) => {
      webhooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
      webhooks.post(
        '/webhooks/stripe',
        { config: { access: publicAccess }, schema: { tags, hide: true } },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          return applyStripeWebhook(
            deps,
            String(request.body ?? ''),
            typeof signature === 'string' ? signature : undefined,
          );
        },
      );
    });

    if (deps.config.payments.mode !== 'test') return;
    const testConnect = createTestStripeConnect();

    app.get(
      '/providers/card_connect/tokenizer',
      { config: { access: publicAccess }, schema: { hide: true } },
      (_request, reply) => reply.type('text/html; charset=utf-8').send(TOKENIZER_HTML),
    );
    app.get(
      '/providers/card_connect/tokenizer.js',
      { config: { access: publicAccess }, schema: { hide: true } },
      (_request, reply) => reply.type('text/javascript; charset=utf-8').send(TOKENIZER_JS),
    );

    const onboardingQuery = z.object({ account: z.string().regex(/^acct_test_\d+$/), return_url: z.string().max(500) });
    app.get(
      '/providers/stripe/test_onboarding',
      { config: { access: publicAccess }, schema: { hide: true, querystring: onboardingQuery } },
      (request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .send(onboardingPage('start', request.query.account, request.query.return_url)),
    );

    await app.register(async (forms) => {
      forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      forms.withTypeProvider<ZodTypeProvider>().post(
        '/providers/stripe/test_onboarding',
        {
          config: { access: publicAccess },
          schema: { hide: true, body: onboardingQuery.extend({ step: z.enum(['details', 'done']) }) },
        },
        async (request, reply) => {
          const { account, return_url: returnUrl, step } = request.body;
          // Each step is what Stripe would send: details requested (in progress), then the account enabled.
          const done = step === 'done';
          const event = testConnect.signedTestEvent(
            { account_id: account, details_submitted: done, charges_enabled: done, payouts_enabled: done },
            Math.floor(deps.clock.now().getTime() / 1000),
          );
          await applyStripeWebhook(deps, event.body, event.signature);
          if (!done) return reply.type('text/html; charset=utf-8').send(onboardingPage('details', account, returnUrl));
          const origin = new URL(deps.config.publicUrl);
          const target = new URL(returnUrl, origin);
          // Only back into this portal, never to another site.
          return reply.redirect(
            target.host === origin.host ? `${target.pathname}${target.search}` : '/connect_to_stripe',
            303,
          );
        },
      );
    });
  };
