/**
 * What the audit module offers other modules besides its services: the chain's head and its signed
 * checkpoint (decision 0106), so a document that names the chain's head can name the newest checkpoint,
 * and the checkpoint key's short name, so a document the server signs with that key names it;
 * and the wrong-password count read against the trail, which the customers' and the staff's
 * logins share.
 * Other modules import this module through this file or its services, never its other files.
 */
export {
  type CheckpointReport,
  chainHead,
  heldCheckpoint,
  keyId,
  verifyAgainstCheckpoint,
} from './audit-checkpoint';
export { failedLoginsAfterWrongPassword } from './wrong-password-count';
