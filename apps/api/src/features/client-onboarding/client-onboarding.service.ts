import {
  embedCodeFor,
  type ClientOnboardingSettings,
  type ClientOnboardingSettingsInput,
  type SignUpQuestion,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { publicLink } from '../../platform/http/public-link.ts';
import type { Db } from '../../platform/db/client.ts';
import {
  findClientOnboardingSettings,
  saveClientOnboardingSettings,
  type ClientOnboardingRow,
} from './client-onboarding.repository.ts';

export type FormSettings = Omit<ClientOnboardingRow, 'organization_id' | 'updated_at'> & { updated_at: Date | null };

/** What a missing row means: an open form with the usual questions. */
export const DEFAULT_FORM_SETTINGS: FormSettings = {
  is_enabled: true,
  heading: null,
  introduction: null,
  accept_out_of_area_leads: true,
  ask_dog_count: true,
  ask_referral_source: true,
  questions: [],
  show_prices: false,
  pricing_note: null,
  thank_you_text: null,
  updated_at: null,
};

/** The organization's form settings, the defaults when it never saved any. */
export async function formSettingsOf(db: Db, organizationId: number): Promise<FormSettings> {
  const row = await findClientOnboardingSettings(db, organizationId);
  if (!row) return DEFAULT_FORM_SETTINGS;
  const { organization_id: _organization, ...settings } = row;
  return settings;
}

const presentQuestions = (questions: SignUpQuestion[]) =>
  questions.map(({ id, question, kind, options, required }) => ({ id, question, kind, options, required }));

function present(settings: FormSettings, formKey: string, deps: AppDeps): { settings: ClientOnboardingSettings } {
  const formUrl = publicLink(deps.config, `/sign_up/${formKey}`);
  return {
    settings: {
      ...settings,
      questions: presentQuestions(settings.questions),
      updated_at: settings.updated_at?.toISOString() ?? null,
      public_form_key: formKey,
      form_url: formUrl,
      embed_code: embedCodeFor(formUrl),
    },
  };
}

export async function clientOnboardingSettings(deps: AppDeps, member: MemberContext) {
  return present(await formSettingsOf(deps.db, member.organization.id), member.organization.public_form_key, deps);
}

export async function updateClientOnboardingSettings(
  deps: AppDeps,
  member: MemberContext,
  body: ClientOnboardingSettingsInput,
) {
  const row = await saveClientOnboardingSettings(deps.db, member.organization.id, body, deps.clock.now());
  const { organization_id: _organization, ...settings } = row;
  return present(settings, member.organization.public_form_key, deps);
}
