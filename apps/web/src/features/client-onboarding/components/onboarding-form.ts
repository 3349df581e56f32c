import type { ClientOnboardingSettingsBody } from '@employee-portal/core/clients/client-onboarding.schema';
import type { ClientOnboardingSettings } from '@employee-portal/core/clients/client-onboarding.responses';

export type OnboardingFormValues = ClientOnboardingSettingsBody;

export const onboardingTabs = ['general', 'questions', 'pricing', 'thank_you', 'embed'] as const;
export type OnboardingTab = (typeof onboardingTabs)[number];

export const TAB_LABELS: Record<OnboardingTab, string> = {
  general: 'General',
  questions: 'Questions',
  pricing: 'Pricing Display',
  thank_you: 'Thank-You Text',
  embed: 'Embed Code',
};

/** The settings each tab saves; the embed tab only shows. */
export const TAB_FIELDS = {
  general: [
    'is_enabled',
    'heading',
    'introduction',
    'accept_out_of_area_leads',
    'ask_dog_count',
    'ask_referral_source',
  ],
  questions: ['questions'],
  pricing: ['show_prices', 'pricing_note'],
  thank_you: ['thank_you_text'],
  embed: [],
} as const satisfies Record<OnboardingTab, readonly (keyof OnboardingFormValues)[]>;

/** The saved settings as form values (texts never null, so the inputs stay controlled). */
export function formValuesOf(settings: ClientOnboardingSettings): OnboardingFormValues {
  return {
    is_enabled: settings.is_enabled,
    heading: settings.heading ?? '',
    introduction: settings.introduction ?? '',
    accept_out_of_area_leads: settings.accept_out_of_area_leads,
    ask_dog_count: settings.ask_dog_count,
    ask_referral_source: settings.ask_referral_source,
    questions: settings.questions.map((question) => ({ ...question, options: [...question.options] })),
    show_prices: settings.show_prices,
    pricing_note: settings.pricing_note ?? '',
    thank_you_text: settings.thank_you_text ?? '',
  };
}

export const newQuestionId = () => `q_${Math.random().toString(36).slice(2, 10)}`;
