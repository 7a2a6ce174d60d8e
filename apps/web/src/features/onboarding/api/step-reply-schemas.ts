/**
 * The zod schemas of the onboarding steps' replies. The step pages paint before zod has arrived:
 * their requests load this module with `import()` while they run (decisions 0051, 0107). Import it
 * only with `import()`.
 */
export {
  attachmentReplySchema,
  bankAccountReplySchema,
  emergencyContactReplySchema,
  financialReplySchema,
  legalDocumentReplySchema,
  masterDataReplySchema,
  nikCheckReplySchema,
  profileReplySchema,
  registrationReplySchema,
  stepReplySchema,
} from '@kilau/shared';
