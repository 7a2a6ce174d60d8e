/**
 * The KYC record, as the modules that read or change it see it: the state machine of its customer
 * state and staff status, the read model every detail screen answers from, the record lookups
 * (always the caller's own, or within a staff scope) and the participant search.
 * Other modules import this module through this file or its services, never its other files.
 */

export { accountClosedError, assertAccountOpen } from './account-closed';
export {
  afterResubmissionRequest,
  afterResubmit,
  afterReview,
  afterStepSaved,
  afterSubmission,
  type CustomerStatus,
  canEdit,
  isCustomerState,
  parseState,
  type ReviewAction,
} from './customer-state';
export { type KycReadModel, readKycRecord } from './kyc-read-model';
export {
  type DroppedKeysReporter,
  findBank,
  findLatestOwnRecord,
  findMasterData,
  findOwnRecord,
  findOwnRecordOnPlatform,
  findRecordInScope,
  findRegions,
  type KycRecord,
  type MasterDataRow,
} from './kyc-record.repository';
export { participantSearchCondition } from './participant-search';
