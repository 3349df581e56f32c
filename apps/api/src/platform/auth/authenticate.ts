import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import {
  hasActiveAccess,
  hasPermission,
  id,
  idFromText,
  idParam,
  looksLikeApiKey,
  messages,
  type OrganizationDetails,
  type Permission,
} from '@employee-portal/core';
import { forbidden, unauthenticated, validationFailed } from '../http/errors.ts';
import type { RouteAccess } from './route-access.ts';
import { hashToken } from './secrets.ts';
import {
  findLiveToken,
  findSession,
  lastUseIsStale,
  touchToken,
  type MembershipRow,
  type OrganizationRow,
  type UserRow,
} from './session.repository.ts';
import type { AppDeps } from '../deps.ts';
import { organizationFacts } from './organization-facts.ts';
import { findLiveOrganizationToken } from './organization-token.repository.ts';

export interface MemberContext {
  tokenId: number;
  token: string;
  user: UserRow;
  membership: MembershipRow;
  organization: OrganizationRow;
  /** Set when an API key made the request (issue 20): it acts as its creator, with exactly its scopes. */
  apiKey?: { id: number; scopes: readonly Permission[] };
}

/**
 * Resolves an API key to the member it acts as, or null for a key that is unknown, revoked or expired. The api-keys
 * feature provides it (platform imports no feature); until one is set, keys are refused.
 */
export type ApiKeyResolver = (
  key: string,
  request: { ip: string; requestedOrganizationId: number | null },
) => Promise<(MemberContext & { apiKey: NonNullable<MemberContext['apiKey']> }) | null>;

/** A registration's organization token (spec §4), before its owner exists. */
export interface OrganizationTokenContext {
  tokenId: number;
  token: string;
  tokenHash: string;
  organization: OrganizationDetails;
}

export interface PendingLoginContext {
  tokenId: number;
  token: string;
  user: UserRow;
}

/** What each /api route declared: tests walk it to probe every route. */
export interface ApiRouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: ApiRouteEntry[];
    apiKeyAuthentication: { resolve: ApiKeyResolver | null };
  }
  interface FastifyRequest {
    member: MemberContext | null;
    pendingLogin: PendingLoginContext | null;
    organizationToken: OrganizationTokenContext | null;
  }
}

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
};

const organizationIdInQuery = idParam();
const organizationIdInBody = id();

/**
 * `organization_id` rides on GET queries and JSON bodies (spec §7); it picks the membership. It is read before the
 * route's own validation, so it follows core's id rules here: text in a query, a JSON integer in a body.
 */
function requestedOrganizationId(request: FastifyRequest): number | null {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.organization_id;
  const body = request.body;
  const fromBody =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>).organization_id
      : undefined;
  const raw = fromQuery ?? fromBody;
  if (raw === undefined || raw === null || raw === '') return null;
  const parsed = (fromQuery === undefined ? organizationIdInBody : organizationIdInQuery).safeParse(raw);
  if (!parsed.success)
    throw validationFailed({ organization_id: [parsed.error.issues[0]?.message ?? messages.notValid] });
  return parsed.data;
}

/**
 * A key reaches a route only when the route's permission is one of its scopes: routes open to any member (logout,
 * switching account) and the account's own pages are not for keys.
 */
async function authenticateApiKey(
  deps: AppDeps,
  request: FastifyRequest,
  access: Extract<RouteAccess, { kind: 'member' }>,
  token: string,
) {
  const resolve = request.server.apiKeyAuthentication.resolve;
  if (!resolve) throw unauthenticated();
  const requested = requestedOrganizationId(request);
  const member = await resolve(token, { ip: request.ip, requestedOrganizationId: requested });
  if (!member) throw unauthenticated();
  request.member = member;
  if (!access.withoutSubscription && !hasActiveAccess(organizationFacts(member.organization), deps.clock.now())) {
    throw forbidden('Your organization has no active subscription or trial.', 'subscription_inactive');
  }
  if (!access.permission || !member.apiKey.scopes.includes(access.permission)) {
    throw forbidden('This API key may not do this.', 'api_key_scope');
  }
}

async function authenticateMember(
  deps: AppDeps,
  request: FastifyRequest,
  access: Extract<RouteAccess, { kind: 'member' }>,
) {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  // Session tokens are 43 characters; a key is longer and marked, so one never passes for the other.
  if (looksLikeApiKey(token)) return authenticateApiKey(deps, request, access, token);
  const now = deps.clock.now();
  const requested = requestedOrganizationId(request);
  const found = await findSession(deps.db, hashToken(token), requested, now);
  if (!found || found.token.kind !== 'session') throw unauthenticated();
  const { chosen } = found;
  if (!chosen) throw requested ? forbidden('You are not a member of this organization.') : unauthenticated();

  if (lastUseIsStale(found.token.last_used_at, now)) await touchToken(deps.db, found.token.id, now);
  request.member = {
    tokenId: found.token.id,
    token,
    user: found.user,
    membership: chosen.membership,
    organization: chosen.organization,
  };

  if (found.user.change_password && !access.duringPasswordChange) {
    throw forbidden('You must change your password before continuing.', 'password_change_required');
  }
  if (!access.withoutSubscription && !hasActiveAccess(organizationFacts(chosen.organization), now)) {
    throw forbidden('Your organization has no active subscription or trial.', 'subscription_inactive');
  }
  if (access.permission && !hasPermission(chosen.membership.permissions, access.permission)) {
    throw forbidden();
  }
}

async function authenticatePendingLogin(deps: AppDeps, request: FastifyRequest) {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const found = await findLiveToken(deps.db, hashToken(token), deps.clock.now());
  if (!found || found.token.kind !== 'two_factor_pending') throw unauthenticated();
  request.pendingLogin = { tokenId: found.token.id, token, user: found.user };
}

async function authenticateOrganizationToken(deps: AppDeps, request: FastifyRequest) {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const tokenHash = hashToken(token);
  const found = await findLiveOrganizationToken(deps.db, tokenHash, deps.clock.now());
  if (!found) throw unauthenticated();
  request.organizationToken = { tokenId: found.id, token, tokenHash, organization: found.organization };
}

/** Runs before validation so that a caller without access learns nothing about the route's input. */
export function registerAuthentication(app: FastifyInstance, deps: AppDeps) {
  const apiRoutes: ApiRouteEntry[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.decorate('apiKeyAuthentication', { resolve: null });
  app.decorateRequest('member', null);
  app.decorateRequest('pendingLogin', null);
  app.decorateRequest('organizationToken', null);
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'public') return;
    if (access.kind === 'two_factor_pending') return authenticatePendingLogin(deps, request);
    if (access.kind === 'organization_token') return authenticateOrganizationToken(deps, request);
    return authenticateMember(deps, request, access);
  });
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access, schema: route.schema });
    }
  });
}

/** Lets API keys authenticate member routes; the assembly (app.ts) passes the api-keys feature's resolver. */
export function acceptApiKeys(app: FastifyInstance, resolve: ApiKeyResolver) {
  app.apiKeyAuthentication.resolve = resolve;
}

export function requireOrganizationToken(request: FastifyRequest): OrganizationTokenContext {
  if (!request.organizationToken) throw unauthenticated();
  return request.organizationToken;
}

export function requireMember(request: FastifyRequest): MemberContext {
  if (!request.member) throw unauthenticated();
  return request.member;
}

/** Sockets present the same bearer token (and optional organization_id) in their handshake. */
export function socketAuthenticator(deps: AppDeps) {
  return async (token: unknown, organizationId: unknown) => {
    if (typeof token !== 'string' || !token) return null;
    const requested =
      typeof organizationId === 'string'
        ? idFromText(organizationId)
        : (organizationIdInBody.safeParse(organizationId).data ?? null);
    const found = await findSession(deps.db, hashToken(token), requested, deps.clock.now());
    if (!found || found.token.kind !== 'session' || found.user.change_password) return null;
    return found.chosen ? { organizationId: found.chosen.organization.id } : null;
  };
}
