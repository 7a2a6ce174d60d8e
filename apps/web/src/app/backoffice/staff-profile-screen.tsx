/**
 * /profil as the back-office shows it: the staff profile feature's page with the staff second
 * factor's sections handed in (features do not import each other, architecture.md §3.1): 'Keamanan
 * akun' for everyone and, for the super admin, the reset of a staff member's factor (decision 0172).
 */
import { ROLES } from '@kilau/shared';
import { MfaResetSection } from '../../features/staff-mfa/components/mfa-reset-section';
import { SecuritySection } from '../../features/staff-mfa/components/security-section';
import StaffProfilePage from '../../features/staff-profile/components/staff-profile-page';

export default function StaffProfileScreen() {
  return (
    <StaffProfilePage
      security={(p) => (
        <>
          <SecuritySection username={p.username} />
          {p.role === ROLES.superAdmin && <MfaResetSection username={p.username} />}
        </>
      )}
    />
  );
}
