/** Every domain's routes, registered in one place. */
import type { FastifyInstance } from 'fastify';
import { activityRoutes } from './audit/activity.routes';
import { authRoutes } from './auth/auth.routes';
import { captchaRoutes } from './captcha/captcha.routes';
import { documentsRoutes } from './documents/documents.routes';
import { fileAccessRoutes } from './files/file-access.routes';
import pendingFilesJob from './files/pending-files.job';
import { uploadRoutes } from './files/upload.routes';
import { managingBankRoutes } from './managing-bank/managing-bank.routes';
import { masterDataRoutes } from './master-data/master-data.routes';
import { onboardingRoutes } from './onboarding/onboarding.routes';
import { passwordResetRoutes } from './password-reset/password-reset.routes';
import { platformRoutes } from './platform/platform.routes';
import { profileRoutes } from './profile/profile.routes';
import { publicConfigRoutes } from './public-config/public-config.routes';
import { registrationRoutes } from './registration/registration.routes';
import { reviewRoutes } from './review/review.routes';
import { staffAuthRoutes } from './staff-auth/staff-auth.routes';
import { walletRoutes } from './wallet/wallet.routes';

export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(publicConfigRoutes);
  await app.register(captchaRoutes);
  await app.register(authRoutes);
  await app.register(staffAuthRoutes);
  await app.register(registrationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(profileRoutes);
  await app.register(walletRoutes);
  await app.register(platformRoutes);
  await app.register(masterDataRoutes);
  await app.register(uploadRoutes);
  await app.register(fileAccessRoutes);
  await app.register(pendingFilesJob);
  await app.register(documentsRoutes);
  await app.register(onboardingRoutes);
  await app.register(reviewRoutes);
  await app.register(activityRoutes);
  await app.register(managingBankRoutes);
}
