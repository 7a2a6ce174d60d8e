import { PlaceholderScreen } from '../components/ui/placeholder-screen';

/** /register-datapribadi: the KYC onboarding steps arrive with their own piece of work. */
export default function OnboardingPlaceholderPage() {
  return <PlaceholderScreen title="Data Pribadi" />;
}
