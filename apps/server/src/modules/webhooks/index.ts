/**
 * Signed events for the partners (decision 0114). Other modules record a decision's event with
 * `recordPartnerEvent(tx, …)` inside their own transaction; the rest is this module's own.
 */
export { type PartnerEvent, recordPartnerEvent } from './partner-events';
