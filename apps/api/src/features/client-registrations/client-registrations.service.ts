import type { z } from 'zod';
import {
  DEFAULT_THANK_YOU_TEXT,
  messages,
  type clientRegistrationSchema,
  type PublicFormView,
  type ServiceAreaAnswer,
  type SignUpQuestion,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound, refusal, validationFailed, type FieldErrors } from '../../platform/http/errors.ts';
import { consume } from '../../platform/http/rate-limiter.ts';
import { createNotification } from '../notifications/index.ts';
import { organizationAnalyticsId } from '../branding/index.ts';
import { formSettingsOf, type FormSettings } from '../client-onboarding/index.ts';
import { workAreasServingZip } from '../work-areas/index.ts';
import { findOrganizationByFormKey, insertClientRegistration } from './client-registrations.repository.ts';
import { publicPrices } from './public-prices.ts';
import { listServicePlans, premiumOfWorkAreas } from '../pricing/index.ts';
import { claimIdempotencyKey } from '../../platform/http/idempotency.ts';

export const REGISTRATION_THANKS = DEFAULT_THANK_YOU_TEXT;
const REGISTRATIONS_PER_IP_PER_HOUR = 20;
/** A visitor types a zip a few times; a script probing every zip of the country hits this. */
const SERVICE_AREA_CHECKS_PER_IP_PER_HOUR = 120;
/** Opening the form: generous for people behind one address, a wall for a script guessing form keys. */
const FORM_VIEWS_PER_IP_PER_HOUR = 600;
export const FORM_CLOSED_MESSAGE = 'This sign-up form is closed at the moment. Please contact the company directly.';

async function publicOrganization(deps: AppDeps, formKey: string) {
  const organization = await findOrganizationByFormKey(deps.db, formKey);
  if (!organization) throw notFound('This sign-up form does not exist.');
  return organization;
}

async function openForm(deps: AppDeps, formKey: string) {
  const organization = await publicOrganization(deps, formKey);
  const settings = await formSettingsOf(deps.db, organization.id);
  if (!settings.is_enabled) throw refusal(404, 'form_closed', FORM_CLOSED_MESSAGE);
  return { organization, settings };
}

/**
 * The public form: the organization's name and the form's own settings, plus the active plans' public prices while the
 * organization shows prices; nothing else of the organization.
 */
export async function publicFormView(deps: AppDeps, formKey: string, ip: string): Promise<PublicFormView> {
  await consume(
    deps.db,
    { key: `public_form:ip:${ip}`, limit: FORM_VIEWS_PER_IP_PER_HOUR, windowSeconds: 3600 },
    deps.clock.now(),
  );
  const organization = await publicOrganization(deps, formKey);
  const [settings, analyticsId] = await Promise.all([
    formSettingsOf(deps.db, organization.id),
    organizationAnalyticsId(deps.db, organization.id),
  ]);
  return {
    organization: { name: organization.name, analytics_id: analyticsId },
    form: {
      is_enabled: settings.is_enabled,
      heading: settings.heading,
      introduction: settings.introduction,
      questions: settings.questions.map(({ id, question, kind, options, required }) => ({
        id,
        question,
        kind,
        options,
        required,
      })),
      ask_dog_count: settings.ask_dog_count,
      ask_referral_source: settings.ask_referral_source,
      accept_out_of_area_leads: settings.accept_out_of_area_leads,
      show_prices: settings.show_prices,
      pricing_note: settings.pricing_note,
      thank_you_text: settings.thank_you_text,
      prices: settings.is_enabled && settings.show_prices ? await publicPrices(deps.db, organization.id) : null,
    },
  };
}

/**
 * Whether the organization serves this zip: the only fact of its work areas a visitor learns, with the premium the
 * price calculator adds when the form shows prices.
 */
export async function publicServiceArea(
  deps: AppDeps,
  formKey: string,
  zip: string,
  ip: string,
): Promise<ServiceAreaAnswer> {
  const { organization, settings } = await openForm(deps, formKey);
  await consume(
    deps.db,
    { key: `service_area:ip:${ip}`, limit: SERVICE_AREA_CHECKS_PER_IP_PER_HOUR, windowSeconds: 3600 },
    deps.clock.now(),
  );
  const areas = await workAreasServingZip(deps.db, organization.id, zip);
  if (areas.length === 0) return { served: false };
  if (!settings.show_prices) return { served: true };
  return {
    served: true,
    premium_cents: await premiumOfWorkAreas(
      deps.db,
      organization.id,
      areas.map((area) => area.id),
    ),
  };
}

const YES_NO = ['Yes', 'No'];

/** Checks the answers against the configured questions; answers to unknown questions are dropped. */
function checkAnswers(questions: SignUpQuestion[], answers: Record<string, string>, errors: FieldErrors) {
  return questions.map((question) => {
    const answer = answers[question.id]?.trim() || null;
    const field = `answers.${question.id}`;
    if (!answer) {
      if (question.required) errors[field] = [messages.required];
    } else if (question.kind === 'choice' && !question.options.includes(answer)) {
      errors[field] = [messages.notValid];
    } else if (question.kind === 'yes_no' && !YES_NO.includes(answer)) {
      errors[field] = [messages.notValid];
    }
    return { question: question.question, answer };
  });
}

export const CHOSEN_PLAN_QUESTION = 'Chosen service plan';

/** The calculator's plan, kept with the answers when the form shows prices and it names an active plan; else dropped. */
async function chosenPlanAnswer(
  deps: AppDeps,
  organizationId: number,
  settings: FormSettings,
  planName: string | undefined,
) {
  if (!settings.show_prices || !planName) return [];
  const plans = await listServicePlans(deps.db, organizationId);
  const plan = plans.find((candidate) => candidate.is_active && candidate.name === planName);
  return plan ? [{ question: CHOSEN_PLAN_QUESTION, answer: plan.name }] : [];
}

const thanksOf = (settings: FormSettings) => ({ message: settings.thank_you_text || REGISTRATION_THANKS });

/**
 * A visitor's sign-up: stored as a lead, announced to every open tab of the organization. A filled honeypot gets
 * the same thanks and stores nothing, so a bot learns nothing. A zip outside every work area is refused, or kept
 * as an out-of-area lead when the organization accepts those.
 */
export async function registerClient(
  deps: AppDeps,
  formKey: string,
  input: z.output<typeof clientRegistrationSchema>,
  ip: string,
) {
  const { organization, settings } = await openForm(deps, formKey);
  const now = deps.clock.now();
  await consume(
    deps.db,
    { key: `registration:ip:${ip}`, limit: REGISTRATIONS_PER_IP_PER_HOUR, windowSeconds: 3600 },
    now,
  );
  if (input.website) return thanksOf(settings);

  const errors: FieldErrors = {};
  const answers = checkAnswers(settings.questions, input.answers ?? {}, errors);
  const outOfArea = (await workAreasServingZip(deps.db, organization.id, input.zip)).length === 0;
  if (outOfArea && !settings.accept_out_of_area_leads) errors.zip = [messages.noServiceArea];
  if (Object.keys(errors).length) throw validationFailed(errors);

  const chosenPlan = await chosenPlanAnswer(deps, organization.id, settings, input.service_plan);
  const { website: _honeypot, answers: _answers, service_plan: _plan, referral_source, dog_count, ...contact } = input;
  const notification = await deps.db.transaction(async (tx) => {
    await claimIdempotencyKey(tx, now);
    const registration = await insertClientRegistration(tx, {
      ...contact,
      dog_count: settings.ask_dog_count ? dog_count : undefined,
      referral_source: settings.ask_referral_source ? referral_source || null : null,
      answers: [...answers, ...chosenPlan],
      out_of_area: outOfArea,
      organization_id: organization.id,
      created_at: now,
    });
    const where = outOfArea ? `${registration.zip} (out of area)` : registration.zip;
    return createNotification(
      tx,
      organization.id,
      {
        kind: 'client_registration',
        title: `New client registration: ${registration.first_name} ${registration.last_name}`,
        body: `${where} · ${registration.email} · ${registration.phone}`,
        about: { route: 'lead', params: { id: registration.id } },
      },
      now,
    );
  });
  await notification.announce(deps);
  return thanksOf(settings);
}
