/**
 * The customers' accounts (the `users` table): found by identifier, e-mail or id, and the
 * wrong-password count. Used by login, registration, onboarding and password reset; the staff's
 * view of the customers is the users-directory module.
 */
export {
  clearLoginFailures,
  findUserByEmail,
  findUserById,
  findUserByIdentifier,
  type Identifier,
  type IdentifierInput,
  identifierOf,
  recordWrongPassword,
  type UserRow,
} from './users.repository';
