import { PlaceholderScreen } from '../../../components/ui/placeholder-screen';

/** Being built with the onboarding screens; says so instead of a blank page. */
export default function Page() {
  return <PlaceholderScreen title="Data Pekerjaan" />;
}
