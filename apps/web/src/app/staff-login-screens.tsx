/**
 * The staff logins (/login-admin, /login-bank) as the app shows them: the auth feature's page with
 * the staff second factor's step handed in (features do not import each other, architecture.md
 * §3.1; decision 0172). The step is fetched when the password has been taken: off the login's
 * first paint.
 */
import { lazy } from 'react';
import {
  AdminLoginPage,
  BankLoginPage,
  type StaffSecondStep,
} from '../features/auth/components/staff-login-page';

const loadSecondStep = () => import('../features/staff-mfa/components/staff-mfa-step');
const secondStep: StaffSecondStep = { load: loadSecondStep, Step: lazy(loadSecondStep) };

export function AdminLoginScreen() {
  return <AdminLoginPage secondStep={secondStep} />;
}
export function BankLoginScreen() {
  return <BankLoginPage secondStep={secondStep} />;
}
