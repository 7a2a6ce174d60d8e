import type { EmergencyContactBody, emergencyContactReplySchema } from '@kilau/shared';
import { type StepSection, saveStepSection, sectionKey, sectionQuery, useStepSection } from './step-section';

/** Step 5: GET/PUT /v2/kyc/emergency_contact/{customerId}. */
const EMERGENCY_CONTACT = {
  name: 'emergency-contact',
  path: '/v2/kyc/emergency_contact',
  replySchema: () => import('./step-reply-schemas').then((m) => m.emergencyContactReplySchema),
  pick: (reply) => reply.data.emergency_contact,
} satisfies StepSection<typeof emergencyContactReplySchema, unknown>;

export const useEmergencyContact = (customerId: string | null) =>
  useStepSection(EMERGENCY_CONTACT, customerId);
export const saveEmergencyContact = (customerId: string, body: EmergencyContactBody) =>
  saveStepSection(EMERGENCY_CONTACT, customerId, body);
export const emergencyContactKey = (customerId: string | null) => sectionKey(EMERGENCY_CONTACT, customerId);
/** The read-back under its key, for a page rendered with it (decision 0182). */
export const emergencyContactQuery = (customerId: string) => sectionQuery(EMERGENCY_CONTACT, customerId);
