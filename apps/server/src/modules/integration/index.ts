/**
 * What other modules may use of the integration API's partners: making one (the operator's
 * command and '/integrasi' share it; decision 0127) and why it was refused.
 */
export { createIntegrationPartner, PartnerRefused, type PartnerScope } from './partner-keys';
