/**
 * 'Tambah mitra' on '/integrasi' (decision 0127), as the super admin and an auditor see it: a
 * partner made through the route has a key shown once that the integration API accepts, is bound
 * to what it reports, is audited without its key, is refused in Indonesian on the field at fault
 * (the command line's own rules), needs a recent factor and is the super admin's alone.
 */
import { integrationPartnerKeyReplySchema, integrationsReplySchema, MSG, ROLES, SC } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema';
import { useReviewHarness } from '../review/testing/review-harness';

const URL = '/v1/super-admin/integrations';

describe("'Tambah mitra'", () => {
  const { h, staff, api } = useReviewHarness();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes a bank partner whose key, shown once, the integration API accepts; audited without the key', async () => {
    const admin = await staff(ROLES.superAdmin);
    const choices = integrationsReplySchema.parse((await api('GET', URL, admin.token)).json()).data.scopes;
    expect(choices.banks).toContainEqual({ code: '037', name: 'Bank Artha Graha' });
    expect(choices.platforms).toContainEqual({ app_name: 'gofx', name: 'GOFX' });

    const res = await api('POST', URL, admin.token, {
      name: 'Bank Mitra Uji',
      kind: 'bank',
      bank_code: '037',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = integrationPartnerKeyReplySchema.parse(res.json());
    expect(created.message).toBe(MSG.integrationsPartnerCreated);
    expect(created.data.key).toMatch(/^kil_/);

    // The key works: the integration API lets the partner in (its empty batch is then refused as
    // invalid, not as unauthenticated); a made-up key does not get in.
    const withKey = (key: string) =>
      h.t.app.inject({
        method: 'POST',
        url: '/v1/integration/balances',
        headers: { authorization: `Bearer ${key}` },
        payload: { balances: [] },
      });
    expect((await withKey(created.data.key)).statusCode).not.toBe(401);
    expect((await withKey(`kil_${'x'.repeat(43)}`)).statusCode).toBe(401);

    // Listed with its scope and its key's prefix only, never the key again.
    const list = await api('GET', URL, admin.token);
    expect(list.body).not.toContain(created.data.key);
    const partner = integrationsReplySchema
      .parse(list.json())
      .data.partners.find((p) => p._id === created.data.partner_id);
    expect(partner).toMatchObject({
      name: 'Bank Mitra Uji',
      kind: 'bank',
      scope_label: 'Bank Artha Graha',
      key_prefix: created.data.key.slice(0, 8),
    });

    const [row] = await h.t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'integration.partner_create'),
          eq(auditLog.targetId, created.data.partner_id),
        ),
      );
    expect(row).toMatchObject({ actorType: 'staff', outcome: 'success' });
    expect(JSON.stringify(row?.details)).not.toContain(created.data.key);
  });

  it('refuses, on the field at fault in Indonesian, what the command line refuses', async () => {
    const admin = await staff(ROLES.superAdmin);
    const first = await api('POST', URL, admin.token, {
      name: 'Bursa Uji',
      kind: 'exchange',
      platform: 'gofx',
    });
    expect(first.statusCode, first.body).toBe(201);
    const cases: [object, string, string][] = [
      [{ name: 'Bursa Uji', kind: 'exchange', platform: 'jafets' }, 'name', MSG.integrationsPartnerNameTaken],
      [{ name: 'Bursa <b>', kind: 'exchange', platform: 'gofx' }, 'name', MSG.integrationsPartnerNameInvalid],
      [
        { name: 'Bursa Lain', kind: 'exchange', platform: 'tidakada' },
        'platform',
        MSG.integrationsPartnerPlatformUnknown,
      ],
      [
        { name: 'Bank Lain', kind: 'bank', bank_code: '999' },
        'bank_code',
        MSG.integrationsPartnerBankUnknown,
      ],
    ];
    for (const [body, field, text] of cases) {
      const res = await api('POST', URL, admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error).toContainEqual({ field, message: text });
    }
  });

  it('needs a recent factor, and is the super admin’s alone', async () => {
    const body = { name: 'Bursa Tanpa Faktor', kind: 'exchange', platform: 'gofx' };
    for (const role of [ROLES.brokerAdmin, ROLES.bankAdmin, ROLES.tradeDesk]) {
      const other = await staff(role);
      expect((await api('POST', URL, other.token, body)).statusCode, `role ${role}`).toBe(403);
    }
    expect((await api('POST', URL, undefined, body)).statusCode).toBe(401);

    const admin = await staff(ROLES.superAdmin);
    // 16 minutes on, the session kept alive by its refreshes: the login's factor is stale.
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 4; i++) {
      vi.setSystemTime(Date.now() + 4 * 60_000 + 5_000);
      const refreshed = await api('GET', '/v1/auth/refresh', admin.token);
      expect(refreshed.statusCode).toBe(200);
      admin.token = refreshed.json().token;
    }
    const stale = await api('POST', URL, admin.token, body);
    expect(stale.statusCode).toBe(403);
    expect(String(stale.json().status_code)).toBe(String(SC.stepUpRequired));
    const list = integrationsReplySchema.parse((await api('GET', URL, admin.token)).json());
    expect(list.data.partners.map((p) => p.name)).not.toContain(body.name);
  });
});
