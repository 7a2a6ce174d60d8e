/**
 * Case ownership and due times (decision 0112), as other modules use them: the due columns of a
 * submission, the pause and the resumption around a resubmission request, the close of a case at a
 * final decision, and the guard that refuses a decision on a file another reviewer holds.
 */
import { MSG, SC } from '@kilau/shared';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { type DueSettings, findHolder } from './case-ownership.repository';

export { waitingAndOverdue } from './case-claims.repository';
export {
  closeCase,
  type DueSettings,
  dueColumnsAtSubmission,
  findHolder,
  pauseDue,
  releaseClaim,
  resumeDue,
} from './case-ownership.repository';
export { waitingStatusesFor } from './case-ownership.service';
export { addWorkingTime, dueFrom, workingTimeBetween } from './due-time';

/** The server's due settings, from its configuration. */
export function dueSettings(config: {
  REVIEW_DUE_WORKING_DAYS: number;
  REVIEW_HOLIDAYS: readonly string[];
}): DueSettings {
  return { workingDays: config.REVIEW_DUE_WORKING_DAYS, holidays: config.REVIEW_HOLIDAYS };
}

/** 409/2050 naming the holder when someone other than `staffId` holds the file. */
export async function assertNotHeldByOther(db: DbOrTx, customerId: string, staffId: string): Promise<void> {
  const holder = await findHolder(db, customerId);
  if (holder && holder.staffId !== staffId) {
    throw new ApiError(
      409,
      SC.caseHeldByOther,
      MSG.caseHeldByOther.replace('{name}', holder.name),
      'The file is held by another reviewer',
    );
  }
}
