import { MSG } from '@kilau/shared';
import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

/** /register-waiting: the full waiting screen arrives with the onboarding work. */
export default function WaitingPage() {
  return <PlaceholderScreen title={MSG.waitingTitle} />;
}
