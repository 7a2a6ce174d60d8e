/**
 * The staff logins (/login-admin, /login-bank) as the app shows them: the auth feature's page with
 * the staff second factor's step handed in (features do not import each other, architecture.md
 * §3.1; decision 0172).
 */
import {
  AdminLoginPage,
  BankLoginPage,
  type StaffSecondStep,
} from '../features/auth/components/staff-login-page';
import StaffMfaStep from '../features/staff-mfa/components/staff-mfa-step';

const secondStep: StaffSecondStep = { Step: StaffMfaStep };

export function AdminLoginScreen() {
  return <AdminLoginPage secondStep={secondStep} />;
}
export function BankLoginScreen() {
  return <BankLoginPage secondStep={secondStep} />;
}
