/** Test mode's stand-in for Stripe's hosted onboarding: three plain forms, no script (the CSP allows none inline). */
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const STEPS = {
  start: {
    title: 'Connect your Stripe account',
    text: 'This is test mode: no real Stripe account is created.',
    button: 'Start onboarding',
    next: 'details',
  },
  details: {
    title: 'Business details',
    text: 'Stripe would now ask for your business and bank details.',
    button: 'Submit details',
    next: 'done',
  },
} as const;

export type OnboardingStep = keyof typeof STEPS;

export function onboardingPage(step: OnboardingStep, account: string, returnUrl: string) {
  const page = STEPS[step];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page.title} (test mode)</title>
<style>body{font:16px system-ui,sans-serif;max-width:480px;margin:64px auto;padding:0 16px}button{font:inherit;padding:10px 18px;background:#635bff;color:#fff;border:0;border-radius:6px;cursor:pointer}</style>
</head><body><h1>${page.title}</h1><p>${page.text}</p>
<form method="post" action="/api/providers/stripe/test_onboarding">
<input type="hidden" name="account" value="${escape(account)}"><input type="hidden" name="return_url" value="${escape(returnUrl)}">
<input type="hidden" name="step" value="${page.next}"><button type="submit">${page.button}</button></form></body></html>`;
}
