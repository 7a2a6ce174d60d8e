/** Every domain's routes, registered in one place. */
import type { FastifyInstance } from 'fastify';
import { activityRoutes } from './audit/activity.routes';
import auditCheckpointJob from './audit/audit-checkpoint.job';
import { authRoutes } from './auth/auth.routes';
import { captchaRoutes } from './captcha/captcha.routes';
import { caseFileRoutes } from './case-file/case-file.routes';
import { caseOwnershipRoutes } from './case-ownership/case-ownership.routes';
import { counterRoutes } from './counter/counter.routes';
import credentialSweepJob from './credential-reveal/credential-reveal.job';
import { credentialRevealRoutes } from './credential-reveal/credential-reveal.routes';
import dataExportJobs from './data-export/data-export.job';
import { dataExportRoutes } from './data-export/data-export.routes';
import { dataRightsRoutes } from './data-rights/data-rights.routes';
import retentionJob from './data-rights/retention.job';
import { demoAccountRoutes } from './demo-account/demo-account.routes';
import { documentsRoutes } from './documents/documents.routes';
import { failedJobsRoutes } from './failed-jobs/failed-jobs.routes';
import { fileAccessRoutes } from './files/file-access.routes';
import pendingFilesJob from './files/pending-files.job';
import { uploadRoutes } from './files/upload.routes';
import { fourEyesRoutes } from './four-eyes/four-eyes.routes';
import { integrationRoutes } from './integration/integration.routes';
import { managingBankRoutes } from './managing-bank/managing-bank.routes';
import { masterDataRoutes } from './master-data/master-data.routes';
import { onboardingRoutes } from './onboarding/onboarding.routes';
import { passwordResetRoutes } from './password-reset/password-reset.routes';
import periodicReviewJobs from './periodic-review/periodic-review.job';
import { periodicReviewRoutes } from './periodic-review/periodic-review.routes';
import { platformRoutes } from './platform/platform.routes';
import reportReminderJobs from './ppatk-reports/deadline-reminders.job';
import { ppatkReportRoutes } from './ppatk-reports/ppatk-reports.routes';
import { reportProposalPart } from './ppatk-reports/report-approval';
import { profileRoutes } from './profile/profile.routes';
import { publicConfigRoutes } from './public-config/public-config.routes';
import { registrationRoutes } from './registration/registration.routes';
import { resubmissionRoutes } from './resubmission/resubmission.routes';
import nameSearchKeysJob from './review/name-search-keys.job';
import { reviewProposalPart } from './review/proposal-effects';
import { reviewRoutes } from './review/review.routes';
import { reviewChecklistRoutes } from './review-checklist/review-checklist.routes';
import overridesExpireJob from './risk-rating/overrides-expire.job';
import rateAllJob from './risk-rating/rate-all.job';
import rateUnratedJob from './risk-rating/rate-unrated.job';
import { riskRatingRoutes } from './risk-rating/risk-rating.routes';
import { screeningProposalPart } from './screening';
import rescreenJob from './screening/rescreen.job';
import { screeningRoutes } from './screening/screening.routes';
import { staffAuthRoutes } from './staff-auth/staff-auth.routes';
import { staffProfileRoutes } from './staff-auth/staff-profile.routes';
import { passkeyRoutes } from './staff-mfa/passkeys.routes';
import { staffMfaRoutes } from './staff-mfa/staff-mfa.routes';
import { tradeTransactionRoutes } from './trade-transactions/trade-transactions.routes';
import { monitoringAlertRoutes } from './transaction-monitoring/alerts.routes';
import { caseProposalPart } from './transaction-monitoring/case-decisions';
import { monitoringCaseRoutes } from './transaction-monitoring/cases.routes';
import { monitoringDashboardRoutes } from './transaction-monitoring/dashboard.routes';
import { scenarioSetRoutes } from './transaction-monitoring/scenario-sets.routes';
import transactionMonitoringJobs from './transaction-monitoring/transaction-monitoring.job';
import { usersDirectoryRoutes } from './users-directory/users-directory.routes';
import recordingSweepJob from './video-call/recording.job';
import { recordingRoutes } from './video-call/recording.routes';
import { videoCallRoutes } from './video-call/video-call.routes';
import { walletRoutes } from './wallet/wallet.routes';
import watchlistParseJob from './watchlists/watchlists.job';
import { watchlistsRoutes } from './watchlists/watchlists.routes';
import webhookDeliveryJob from './webhooks/webhooks.job';
import { webhooksRoutes } from './webhooks/webhooks.routes';

export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(publicConfigRoutes);
  await app.register(captchaRoutes);
  await app.register(authRoutes);
  await app.register(staffAuthRoutes);
  await app.register(staffProfileRoutes);
  await app.register(staffMfaRoutes);
  await app.register(passkeyRoutes);
  await app.register(registrationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(profileRoutes);
  await app.register(walletRoutes);
  await app.register(integrationRoutes);
  await app.register(platformRoutes);
  await app.register(masterDataRoutes);
  await app.register(uploadRoutes);
  await app.register(fileAccessRoutes);
  await app.register(pendingFilesJob);
  await app.register(documentsRoutes);
  await app.register(onboardingRoutes);
  await app.register(reviewRoutes);
  await app.register(nameSearchKeysJob);
  await app.register(resubmissionRoutes);
  await app.register(reviewChecklistRoutes);
  // Four eyes sits below the modules it acts through: each hands it its part here (decision 0176).
  await app.register(
    fourEyesRoutes((routes) => {
      const review = reviewProposalPart(routes);
      const screening = screeningProposalPart(routes);
      const monitoring = caseProposalPart(routes);
      const reports = reportProposalPart(routes);
      return {
        participants: review.participants,
        matches: screening.matches,
        cases: monitoring.cases,
        reports: reports.reports,
        effects: { ...review.effects, ...screening.effects, ...monitoring.effects, ...reports.effects },
      };
    }),
  );
  await app.register(caseOwnershipRoutes);
  await app.register(credentialRevealRoutes);
  await app.register(credentialSweepJob);
  await app.register(activityRoutes);
  await app.register(auditCheckpointJob);
  await app.register(failedJobsRoutes);
  await app.register(usersDirectoryRoutes);
  await app.register(counterRoutes);
  await app.register(demoAccountRoutes);
  await app.register(videoCallRoutes);
  await app.register(recordingRoutes);
  await app.register(recordingSweepJob);
  await app.register(tradeTransactionRoutes);
  await app.register(managingBankRoutes);
  await app.register(dataRightsRoutes);
  await app.register(retentionJob);
  await app.register(periodicReviewRoutes);
  await app.register(monitoringAlertRoutes);
  await app.register(monitoringCaseRoutes);
  await app.register(monitoringDashboardRoutes);
  await app.register(scenarioSetRoutes);
  await app.register(ppatkReportRoutes);
  await app.register(reportReminderJobs);
  await app.register(periodicReviewJobs);
  await app.register(screeningRoutes);
  await app.register(riskRatingRoutes);
  await app.register(rescreenJob);
  await app.register(rateUnratedJob);
  await app.register(overridesExpireJob);
  await app.register(rateAllJob);
  await app.register(watchlistsRoutes);
  await app.register(watchlistParseJob);
  await app.register(caseFileRoutes);
  await app.register(webhooksRoutes);
  await app.register(webhookDeliveryJob);
  await app.register(dataExportRoutes);
  await app.register(dataExportJobs);
  await app.register(transactionMonitoringJobs);
}
