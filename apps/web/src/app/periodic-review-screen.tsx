/**
 * /pengkinian-data: the periodic review's page with the customer's current data handed in, the
 * profile's card of their KYC data (features do not import each other, architecture.md §3.1).
 */
import PeriodicReviewPage from '../features/periodic-review/components/periodic-review-page';
import { KycCard } from '../features/profile/components/kyc-card';

export default function PeriodicReviewScreen() {
  return <PeriodicReviewPage currentData={<KycCard />} />;
}
