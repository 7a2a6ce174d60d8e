import { RESUBMISSION_ROLES, ROLES } from '@kilau/shared';

/** The 'Perlu Perbaikan' list (decision 0112): the broker's reviewers, who send files back, and the super admin. */
export const mayReadNeedsFix = (role: number | null) =>
  role === ROLES.superAdmin || (role !== null && (RESUBMISSION_ROLES as readonly number[]).includes(role));
