/**
 * Participants for the review tests, made the way customers make them: a real registration (SMS
 * code, activation link, login), then every onboarding step call, the uploads and the submission.
 * Staff accounts are made as an operator makes them and sign in through the staff login.
 */
import { ROLES, type StaffRole } from '@kilau/shared';
import { expect } from 'vitest';
import { nextTestIp, type RegisteredCustomer, registerCustomer } from '../../../test/customer';
import {
  attachmentForm,
  nik,
  type OnboardingHarness,
  type OnboardingHarnessOptions,
  type Person,
  useOnboardingHarness,
} from '../../onboarding/testing/onboarding-harness';
import { acceptChecklist, ensureRequiredLists } from '../../review-checklist/testing/ready-for-approval';
import { createStaff, generateStaffPassword } from '../../staff-auth/staff-accounts';
import { staffSession } from '../../staff-mfa/testing/staff-login';

export interface Participant {
  customer: RegisteredCustomer;
  /** The KYC record id (the back-office's participant id). */
  id: string;
  ktp_no: string;
}

/** Step answers a test sets itself: personal fields, option ids of the work and financial steps. */
export interface Answers {
  personal?: Record<string, unknown>;
  work?: Record<string, string>;
  financial?: Record<string, string>;
}

/** Who a submitted participant is and where they registered (`submittedParticipant`'s options). */
export interface SubmittedOptions {
  platform?: 'gofx' | 'jafets';
  female?: boolean;
  fullname?: string;
  dateOfBirth?: string;
  /** Answers of the work and financial steps other than the harness's own options (master-data ids). */
  answers?: Answers;
}

let staffSeq = 0;
let cimbSeq = 0;

export function useReviewHarness(options: OnboardingHarnessOptions = {}) {
  const h = useOnboardingHarness(options);

  /**
   * A customer who registered, filled every step on gofx (or jafets) with bank 037 and submitted.
   * `fullname` and `dateOfBirth` set who they are: participants are screened against Kilau's own
   * blacklist, so a test that blacklists someone names them apart from the others.
   */
  async function submittedParticipant(opts: SubmittedOptions = {}): Promise<Participant> {
    const customer = await registerCustomer(h.t, opts.fullname ? { fullname: opts.fullname } : {});
    const dob = opts.dateOfBirth ?? (opts.female === false ? '1985-08-17' : '1991-02-14');
    const person = nik(dob, opts.female !== false);
    const platformId = opts.platform === 'jafets' ? h.jafetsId : h.gofxId;
    const id = await h.register(customer.token, person, {
      platform_id: platformId,
      fullname: customer.fullname,
    });
    await fillAndSubmit(h, customer.token, id, person, {
      fullname: customer.fullname,
      jafets: opts.platform === 'jafets',
      answers: opts.answers,
    });
    return { customer, id, ktp_no: person.ktp_no };
  }

  /**
   * A customer who registered through the CIMB form (bank 022, their existing account): the record
   * exists, its steps are still to be filled.
   */
  async function cimbRegistered(): Promise<Participant & { person: Person }> {
    const customer = await registerCustomer(h.t);
    const person = nik('1985-08-17', false);
    const reg = await api('POST', '/v1/nasabah/cimb', customer.token, {
      platform_id: h.gofxId,
      bank_code: '022',
      account_name: customer.fullname,
      account_no: `8001${String(++cimbSeq).padStart(8, '0')}`,
      date_of_birth: person.date_of_birth,
      is_syariah: false,
      has_agree_account_terms: true,
    });
    expect(reg.json(), reg.body).toMatchObject({ status_code: '00' });
    return { customer, id: reg.json().data._id as string, ktp_no: person.ktp_no, person };
  }

  /** Saves every step of a CIMB registration before the attachments. */
  async function fillCimbSteps(p: { customer: RegisteredCustomer; id: string; person: Person }) {
    const { customer, id, person } = p;
    await h.save(
      customer.token,
      `/v2/kyc/customer/platform/${id}`,
      h.personal('022', person, { fullname: customer.fullname, gender_type: h.md['gender:L:022'] }),
    );
    await h.save(customer.token, `/v2/kyc/customer/${id}`, h.work());
    await h.save(customer.token, `/v2/kyc/financial/${id}`, h.financial());
    await h.save(customer.token, `/v2/kyc/bank/account/${id}`, { has_confirm_bank: true });
    await h.save(customer.token, `/v2/kyc/emergency_contact/${id}`, h.contact);
  }

  /**
   * A customer who registered through the CIMB form (bank 022, their existing account), filled
   * every step and submitted: the record waits for the bank's approval (status 7).
   */
  async function cimbParticipant(): Promise<Participant> {
    const registered = await cimbRegistered();
    const { customer, id } = registered;
    await fillCimbSteps(registered);
    const paths: Record<string, string> = { statement_video: await h.uploadVideo(customer.token, id) };
    for (const kind of ['ktp', 'photo', 'photo_with_ktp', 'signature'])
      paths[kind] = await h.uploadPng(customer.token, id, kind);
    await h.save(customer.token, `/v2/kyc/attachment/${id}`, attachmentForm(paths));
    const done = await h.submit(customer.token, id);
    expect(done.json(), done.body).toMatchObject({ status_code: '00' });
    return { customer, id, ktp_no: registered.ktp_no };
  }

  /**
   * A staff account made as an operator makes one (`npm run staff:create`'s createStaff), signed in
   * through the staff login and its second factor, so its token is what the back-office holds.
   */
  async function staff(
    role: StaffRole,
    scope: { bankCode?: string; platform?: 'gofx' | 'jafets'; senior?: boolean } = {},
  ) {
    staffSeq += 1;
    const username = `staf${role}x${staffSeq}`;
    const password = generateStaffPassword();
    const id = await createStaff(h.t.db, {
      username,
      fullname: `Staf Uji ${staffSeq}`,
      role,
      bankCode: scope.bankCode ?? (role === ROLES.bankAdmin ? '037' : undefined),
      platform: scope.platform,
      senior: scope.senior,
      password,
      // As an operator makes one: the factor notices and a report to PPATK need the address.
      email: `${username}@kilau.test`,
    });
    // Password, then the forced enrolment with TOTP: the session has used its factor just now.
    const { token } = await staffSession(h.t.app, username, password);
    return { id, token, username, password };
  }

  let listsAdmin: Promise<{ token: string }> | undefined;
  /**
   * What an approval of this participant needs (decision 0131), done as staff do it: the required
   * lists loaded by a super admin when none is, and the reviewer's checklist accepted, each
   * document opened first.
   */
  async function readyForApproval(
    token: string,
    id: string,
    prefix: 'admin-broker' | 'admin-bank' = 'admin-broker',
  ): Promise<void> {
    listsAdmin ??= staff(ROLES.superAdmin);
    await ensureRequiredLists(h.t, (await listsAdmin).token);
    await acceptChecklist(h.t, token, id, prefix);
  }

  /**
   * A submitted participant approved by a broker as the back-office does it (the checklist, then
   * 'Verifikasi Peserta' with the trading account `accountNo` and `username`), for the tests of what
   * happens after the approval (the partners' feeds, the monitoring). `opts` are
   * `submittedParticipant`'s (the platform, who they are); `broker` is the staff member who approved.
   */
  async function approvedParticipant(
    accountNo: string,
    username: string,
    opts: SubmittedOptions = {},
  ): Promise<Participant & { broker: Awaited<ReturnType<typeof staff>> }> {
    const p = await submittedParticipant(opts);
    const broker = await staff(ROLES.brokerAdmin);
    await readyForApproval(broker.token, p.id);
    const approved = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, {
      nasabah_id: p.id,
      username,
      password: 'Trading#2026',
      account_no: accountNo,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return { ...p, broker };
  }

  function api(
    method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) {
    return h.t.app.inject({
      method,
      url,
      payload,
      remoteAddress: nextTestIp(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  return {
    h,
    submittedParticipant,
    cimbRegistered,
    fillCimbSteps,
    cimbParticipant,
    staff,
    api,
    readyForApproval,
    approvedParticipant,
  };
}

/** The harness's call: one request to the app as a staff member or a customer, by their token. */
export type ReviewHarnessApi = ReturnType<typeof useReviewHarness>['api'];

export async function fillAndSubmit(
  h: OnboardingHarness,
  token: string,
  id: string,
  person: { ktp_no: string; date_of_birth: string },
  opts: { fullname: string; jafets?: boolean; answers?: Answers },
) {
  const platformOption = (type: string) => h.md[opts.jafets ? `${type}:jafets` : type];
  await h.save(
    token,
    `/v2/kyc/customer/platform/${id}`,
    h.personal('037', person, { fullname: opts.fullname, ...opts.answers?.personal }),
  );
  await h.save(
    token,
    `/v2/kyc/customer/${id}`,
    h.work({
      occupation_type: platformOption('occupation'),
      industrial_type: platformOption('industrial'),
      position_type: platformOption('position'),
      ...opts.answers?.work,
    }),
  );
  await h.save(
    token,
    `/v2/kyc/financial/${id}`,
    h.financial({
      fund_type: platformOption('fund'),
      salary_type: platformOption('salary'),
      monthly_transaction_type: platformOption('monthly_transaction'),
      purpose_fund_type: platformOption('purpose_fund'),
      purpose_open_account_type: platformOption('purpose_open_account'),
      ...opts.answers?.financial,
    }),
  );
  await h.save(token, `/v2/kyc/bank/account/${id}`, h.bankAccountForm);
  await h.save(token, `/v2/kyc/emergency_contact/${id}`, h.contact);
  // Every document through the upload call (recording the mp4 in a browser is the browser tests' part).
  const paths: Record<string, string> = { statement_video: await h.uploadVideo(token, id) };
  for (const kind of ['ktp', 'photo', 'photo_with_ktp', 'signature'])
    paths[kind] = await h.uploadPng(token, id, kind);
  await h.save(token, `/v2/kyc/attachment/${id}`, attachmentForm(paths));
  const done = await h.submit(token, id);
  expect(done.json(), done.body).toMatchObject({ status_code: '00' });
}
