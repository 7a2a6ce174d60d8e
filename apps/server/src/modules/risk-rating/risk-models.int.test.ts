/**
 * The risk model's versions through the super admin's calls (decision 0189): a draft validated by
 * the schema with each wrong field named, its dry run over the participants made through the real
 * calls, a proposal one super admin makes and another decides, the activation that retires the old
 * version and rates everyone again on the job queue, and a decline with its reason.
 */
import {
  MSG,
  type RiskModel,
  ROLES,
  riskDryRunReplySchema,
  riskModelListReplySchema,
  riskModelReplySchema,
} from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { useReviewHarness } from '../review/testing/review-harness';
import { DEFAULT_RISK_MODEL } from './default-model';
import { ratingHistory } from './index';

const BASE = '/v1/super-admin/risk-models';
const REASON = 'Bobot panggilan video terlalu tinggi; hampir semua peserta baru menjadi berisiko Tinggi.';

/** The shipped model with the missing video call weighed as Tinggi's threshold, under `version`. */
const strictDraft = (version: string): RiskModel => ({
  ...DEFAULT_RISK_MODEL,
  version,
  description: 'Kebijakan sementara: peserta tanpa panggilan video yang diterima dinilai Tinggi.',
  factors: { ...DEFAULT_RISK_MODEL.factors, channel: { points: 8 } },
});

describe('the risk model’s versions', () => {
  const { h, submittedParticipant, staff, api } = useReviewHarness();

  it('a draft, its dry run, a proposal decided by another super admin, and everyone rated under it', async () => {
    const a = await staff(ROLES.superAdmin);
    const b = await staff(ROLES.superAdmin);
    const p = await submittedParticipant({ fullname: 'Model Baru Dinilai' });

    const list = riskModelListReplySchema.parse((await api('GET', BASE, a.token)).json()).data.models;
    expect(list.find((m) => m.status === 'active')?.version).toBe('kilau-default-2');

    // A wrong document: each field named by its path, in Indonesian; nothing stored.
    const wrong = await api('POST', BASE, a.token, {
      document: {
        ...strictDraft('Salah Versi'),
        thresholds: { menengah: 8, tinggi: 4 },
        factors: { ...DEFAULT_RISK_MODEL.factors, channel: { points: 200 } },
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toEqual(
      expect.arrayContaining([
        { field: 'document.version', message: MSG.riskModelVersion },
        { field: 'document.factors.channel.points', message: MSG.riskModelPoints },
      ]),
    );

    const made = await api('POST', BASE, a.token, { document: strictDraft('kebijakan-2026-1') });
    expect(made.statusCode, made.body).toBe(201);
    expect(riskModelReplySchema.parse(made.json()).data.model).toMatchObject({
      status: 'draft',
      created_by: { id: a.id },
      document: { factors: { channel: { points: 8 } } },
    });
    const again = await api('POST', BASE, a.token, { document: strictDraft('kebijakan-2026-1') });
    expect(again.statusCode).toBe(409);
    expect(again.json().err_message_id).toBe(
      MSG.riskModelVersionTaken.replace('{version}', 'kebijakan-2026-1'),
    );

    // The dry run: the participant would move from Rendah to Tinggi; nothing is written.
    const dry = riskDryRunReplySchema.parse(
      (await api('POST', `${BASE}/kebijakan-2026-1/dry-run`, a.token)).json(),
    ).data;
    expect(dry.changes).toContainEqual({
      customer_id: p.id,
      fullname: 'Model Baru Dinilai',
      from: 'rendah',
      to: 'tinggi',
    });
    expect(await ratingHistory(h.t.db, p.id)).toHaveLength(1);

    // Proposed by one, never decided by them; the broker's staff may not touch models at all.
    expect((await api('POST', `${BASE}/kebijakan-2026-1/propose`, a.token)).statusCode).toBe(200);
    const own = await api('POST', `${BASE}/kebijakan-2026-1/activate`, a.token);
    expect(own.statusCode).toBe(409);
    expect(own.json().err_message_id).toBe(MSG.riskModelOwnProposal);
    const broker = await staff(ROLES.brokerAdmin);
    expect((await api('GET', BASE, broker.token)).statusCode).toBe(403);
    const asB = riskModelReplySchema.parse((await api('GET', `${BASE}/kebijakan-2026-1`, b.token)).json());
    expect(asB.data.model).toMatchObject({ status: 'proposed', can_decide: true, proposed_by: { id: a.id } });

    const activated = await api('POST', `${BASE}/kebijakan-2026-1/activate`, b.token);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(riskModelReplySchema.parse(activated.json()).data.model).toMatchObject({
      status: 'active',
      decided_by: { id: b.id },
    });
    const after = riskModelListReplySchema.parse((await api('GET', BASE, b.token)).json()).data.models;
    expect(after.filter((m) => m.status === 'active').map((m) => m.version)).toEqual(['kebijakan-2026-1']);
    expect(after.find((m) => m.version === 'kilau-default-2')?.status).toBe('retired');

    // The job rates everyone again under the new version.
    await h.t.app.jobs.drain();
    const [latest] = await ratingHistory(h.t.db, p.id);
    expect(latest).toMatchObject({ modelVersion: 'kebijakan-2026-1', trigger: 'model', level: 'tinggi' });

    // A proposal declined with its reason; a second proposal waits for none.
    await api('POST', BASE, a.token, { document: strictDraft('kebijakan-2026-2') });
    await api('POST', BASE, a.token, { document: strictDraft('kebijakan-2026-3') });
    expect((await api('POST', `${BASE}/kebijakan-2026-2/propose`, a.token)).statusCode).toBe(200);
    const second = await api('POST', `${BASE}/kebijakan-2026-3/propose`, a.token);
    expect(second.statusCode).toBe(409);
    expect(second.json().err_message_id).toBe(MSG.riskModelProposalPending);
    const declined = await api('POST', `${BASE}/kebijakan-2026-2/decline`, b.token, { reason: REASON });
    expect(riskModelReplySchema.parse(declined.json()).data.model).toMatchObject({
      status: 'declined',
      decision_reason: REASON,
    });
    expect((await api('POST', `${BASE}/kebijakan-2026-3/propose`, a.token)).statusCode).toBe(200);
  });
});
