/**
 * Who may read which kind of fact about a participant (decision 0121): the one table every reader
 * of a participant asks. Other modules import this module through this file.
 */
export {
  type Audience,
  auditFact,
  FACT_AUDIENCE,
  FACT_KINDS,
  type FactKind,
  maySee,
  noteKind,
  type PartnerAudience,
  partnerAudience,
  sideOf,
  visibleDescription,
} from './fact-visibility';
