import { prefixForRole, type StaffPrefix } from '@kilau/shared';
import { useSession } from '../session';

/** The API prefix of the signed-in staff member's role (docs/product/back-office.md § Roles); null for roles without lists. */
export function useStaffPrefix(): StaffPrefix | null {
  const { role } = useSession();
  return role === null ? null : prefixForRole(role);
}
