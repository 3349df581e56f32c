import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSettingBodySchema, userSettingKeys, userSettingsResponseSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { memberAccess } from '../../platform/auth/route-access.ts';
import { requireMember } from '../../platform/auth/authenticate.ts';
import { updateUserSetting } from './users.service.ts';

export const userRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // A member's own preferences: allowed whatever the subscription, like the dashboard whose ranges they keep.
    app.put(
      '/user_settings/:key',
      {
        config: { access: memberAccess(null, { withoutSubscription: true }) },
        schema: {
          tags: ['users'],
          params: z.object({ key: z.enum(userSettingKeys) }),
          body: userSettingBodySchema,
          response: { 200: userSettingsResponseSchema },
        },
      },
      (request) => updateUserSetting(deps, requireMember(request), request.params.key, request.body.value),
    );
  };
