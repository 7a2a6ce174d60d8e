/**
 * Demo trading accounts (docs/product/back-office.md § Screens /nsb-eksternal, §7 non_trading calls; decision 0069). Staff
 * open one for a participant who trades on no live account yet: a number from the database's
 * sequence, the password the staff member typed kept as an argon2id hash and, for the customer,
 * sealed behind a one-time link (decision 0090) that the mail carries instead of the password, the
 * customer's demo gate opened, and the audit row, all in one transaction that only one of two
 * simultaneous clicks wins.
 */
import { type DemoAccountBody, type DemoParticipant, fillTemplate, MSG } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import type { EmailMessage } from '../../plugins/mail';
import type { RequestMeta } from '../audit/audit.service';
import { staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { CredentialRevealService } from '../credential-reveal/credential-reveal.service';
import { hashPassword } from '../credentials';
import {
  type DemoRow,
  findDemoCandidate,
  listDemoCandidates,
  nextDemoAccountNumber,
  openDemoAccount,
} from './demo-account.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'config' | 'notifications' | 'log'>;

export function demoAccountEmail(
  to: string,
  v: { name: string; app: string; account: string; username: string; link: string },
): EmailMessage {
  return {
    to,
    subject: fillTemplate(MSG.demoEmailSubject, { app: v.app }),
    text: `${fillTemplate(MSG.demoEmailBody, v)}\n\n${MSG.activationEmailSignature}`,
  };
}

const toParticipant = (r: DemoRow): DemoParticipant => ({
  _id: r.id,
  name: r.fullname ?? r.accountName,
  username: r.username,
  email: r.email,
  phone_number: r.phonenumber,
  platform: r.platformName,
  flag_active: r.hinDemo !== null,
  hin_demo: r.hinDemo,
});

export class DemoAccountService {
  private readonly credentials: CredentialRevealService;

  constructor(private readonly deps: Deps) {
    this.credentials = new CredentialRevealService(deps);
  }

  async list(claims: AccessClaims, platform: string, page: { offset: number; limit: number }) {
    const scope = await staffScope(this.deps.db, claims);
    const { rows, total } = await listDemoCandidates(
      this.deps.db,
      scope,
      platform === 'all' ? null : platform,
      page,
    );
    return { user: rows.map(toParticipant), count: total };
  }

  async create(claims: AccessClaims, body: DemoAccountBody, meta: RequestMeta) {
    const { db, audit, notifications, log } = this.deps;
    const row = await findDemoCandidate(db, await staffScope(db, claims), body.user_id);
    if (!row) throw new ApiError(404, 404, MSG.participantNotFound, 'Participant not found');
    if (row.hinDemo) throw new ApiError(409, 409, MSG.demoAlreadyExists, 'Demo account exists');
    // The form shows the customer's username read-only: another one means a stale or forged form.
    if (body.username !== row.username)
      throw new ApiError(400, 400, MSG.demoUsernameMismatch, 'Username is not the participant’s');
    const demoPasswordHash = await hashPassword(body.password);
    const { hinDemo, activityId, link } = await db.transaction(async (tx) => {
      const number = await nextDemoAccountNumber(tx);
      if (!(await openDemoAccount(tx, row.id, { hinDemo: number, demoPasswordHash }))) {
        throw new ApiError(409, 409, MSG.demoAlreadyExists, 'Demo account opened meanwhile');
      }
      const link = await this.credentials.issue(tx, row.id, 'demo', {
        account_no: number,
        username: row.username,
        password: body.password,
      });
      const id = await audit.record(
        tx,
        {
          actorType: 'staff',
          actorId: claims.sub,
          action: 'demo_account.create',
          targetType: 'kyc_customer',
          targetId: row.id,
          // The name's keyed digest, not the name: the trail outlives an erasure (decision 0113).
          details: {
            hin_demo: number,
            app_name: row.appName,
            fullname_hmac: audit.personalDigest(row.fullname ?? row.accountName),
          },
        },
        meta,
      );
      return { hinDemo: number, activityId: id, link };
    });
    try {
      await notifications.email(
        demoAccountEmail(row.email, {
          name: row.fullname ?? row.accountName,
          app: row.platformName,
          account: hinDemo,
          username: row.username,
          link,
        }),
      );
    } catch (err) {
      log.error({ err, participant: row.id }, 'demo account e-mail not delivered');
      await audit.record(
        db,
        {
          actorType: 'system',
          action: 'demo_account.mail',
          outcome: 'failure',
          targetType: 'kyc_customer',
          targetId: row.id,
          details: { activity_id: activityId },
        },
        null,
      );
    }
    return { hinDemo, activityId };
  }
}
