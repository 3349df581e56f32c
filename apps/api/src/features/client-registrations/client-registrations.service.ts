import type { z } from 'zod';
import type { clientRegistrationSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { consume } from '../../platform/http/rate-limiter.ts';
import { createNotification } from '../notifications/notifications.service.ts';
import { findOrganizationByFormKey, insertClientRegistration } from './client-registrations.repository.ts';

export const REGISTRATION_THANKS = 'Thank you! We received your request and will contact you shortly.';
const REGISTRATIONS_PER_IP_PER_HOUR = 20;

async function publicOrganization(deps: AppDeps, formKey: string) {
  const organization = await findOrganizationByFormKey(deps.db, formKey);
  if (!organization) throw notFound('This sign-up form does not exist.');
  return organization;
}

/** The public form's header: the organization's name and nothing else. */
export async function publicFormView(deps: AppDeps, formKey: string) {
  const organization = await publicOrganization(deps, formKey);
  return { organization: { name: organization.name } };
}

/**
 * A visitor's sign-up: stored as a lead, announced to every open tab of the organization. A filled honeypot gets
 * the same thanks and stores nothing, so a bot learns nothing.
 */
export async function registerClient(deps: AppDeps, formKey: string, input: z.output<typeof clientRegistrationSchema>, ip: string) {
  const organization = await publicOrganization(deps, formKey);
  const now = deps.clock.now();
  await consume(deps.db, { key: `registration:ip:${ip}`, limit: REGISTRATIONS_PER_IP_PER_HOUR, windowSeconds: 3600 }, now);
  if (input.website) return { message: REGISTRATION_THANKS };

  const { website: _honeypot, ...contact } = input;
  const notification = await deps.db.transaction(async (tx) => {
    const registration = await insertClientRegistration(tx, { ...contact, organization_id: organization.id, created_at: now });
    return createNotification(tx, organization.id, { kind: 'client_registration', title: `New client registration: ${registration.first_name} ${registration.last_name}`, body: `${registration.zip} · ${registration.email} · ${registration.phone}` }, now);
  });
  await notification.announce(deps);
  return { message: REGISTRATION_THANKS };
}
