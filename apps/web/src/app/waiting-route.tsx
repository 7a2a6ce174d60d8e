/**
 * /register-waiting: onboarding's waiting screen with the video call the officer scheduled, if any
 * (two features, composed here because a feature never imports another).
 */
import WaitingPage from '../features/onboarding/components/waiting/waiting-page';
import ScheduledCallNotice from '../features/video-call/components/scheduled-call-notice';

export default function WaitingRoute() {
  return <WaitingPage notice={<ScheduledCallNotice />} />;
}
