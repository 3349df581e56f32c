import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOnboardingSettingsResponseSchema, clientOnboardingSettingsSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { clientOnboardingSettings, updateClientOnboardingSettings } from './client-onboarding.service.ts';

const tags = ['client onboarding'];
const access = memberAccess('client_onboarding');

export const clientOnboardingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/client_onboarding',
      { config: { access }, schema: { tags, response: { 200: clientOnboardingSettingsResponseSchema } } },
      (request) => clientOnboardingSettings(deps, requireMember(request)),
    );
    app.put(
      '/client_onboarding',
      {
        config: { access },
        schema: {
          tags,
          body: clientOnboardingSettingsSchema,
          response: { 200: clientOnboardingSettingsResponseSchema },
        },
      },
      (request) => updateClientOnboardingSettings(deps, requireMember(request), request.body),
    );
  };
