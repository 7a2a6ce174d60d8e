/**
 * The zod schemas of the login sequence. The login page must paint before zod (about 24 kB gzip)
 * has arrived, so its requests and its form load them through this module, after the first paint
 * (decision 0051). Import it only with `import()`.
 */
export {
  captchaChallengeReplySchema,
  checkUserReplySchema,
  customerPlatformsReplySchema,
  loginFormSchema,
  loginReplySchema,
} from '@kilau/shared';
