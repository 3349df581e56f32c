/** The onboarding guide feature's front door: the guide a new organization's owner follows from the dashboard. */
import { useSessionStore } from '../../lib/session-store.ts';
import { OnboardingGuideCard } from './components/onboarding-guide-card.tsx';

/** Shown while the signed-in member's guide is neither dismissed nor finished (spec §3 show_guide). */
export function OnboardingGuide() {
  const user = useSessionStore((state) => state.user);
  if (!user || user.show_guide !== 1) return null;
  return <OnboardingGuideCard user={user} />;
}
