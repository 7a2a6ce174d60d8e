/**
 * What the audit module offers other modules besides its services: the signed checkpoint of the
 * chain (decision 0106), so a document that names the chain's head can name the newest checkpoint.
 * Other modules import this module through this file or its services, never its other files.
 */
export { type CheckpointReport, verifyAgainstCheckpoint } from './audit-checkpoint';
