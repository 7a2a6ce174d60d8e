/**
 * The back-office's trade transactions (docs/product/back-office.md § Screens, Calls; decision 0070): two participants, one on
 * each platform, approved through the API, their trades reported through the integration API; then
 * every filter, the sort whitelist, paging, the detail, the scopes and the role matrix.
 */
import { DAY_MS, ROLES, type TradeRow, todayWib } from '@kilau/shared';
import { isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goldTransactions } from '../../db/schema';
import { nextTestIp } from '../../test/customer';
import { createIntegrationPartner } from '../integration/partner-keys';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';

const GOFX_ACCOUNT = '8800555001';
const JAFETS_ACCOUNT = '8800555002';

describe('trade transactions', () => {
  const { h, approvedParticipant, staff, api } = useReviewHarness();
  let onGofx: Participant;
  let onJafets: Participant;
  const tokens: Record<string, string> = {};

  /** Two days ago at 10:00 WIB, and so on: traded_at in WIB days relative to today. */
  const wibDay = (daysAgo: number) => {
    const [y, m, d] = todayWib().split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d - daysAgo)).toISOString().slice(0, 10);
  };
  const at = (daysAgo: number, hour = 10) =>
    `${wibDay(daysAgo)}T${String(hour).padStart(2, '0')}:00:00+07:00`;

  const trade = (id: string, account: string, over: Record<string, unknown>) => ({
    transaction_id: id,
    account_no: account,
    contract_id: 6,
    direction: 'buy',
    type: 'market',
    condition: 'ioc',
    status: 'settled',
    quantity: 1,
    price: '1530000.00',
    settlement_amount: '1530000.00',
    fee: '5000.00',
    currency: 'IDR',
    traded_at: at(1),
    ...over,
  });

  const list = async (query: string, token = tokens.desk) => {
    const res = await api('GET', `/v1/trade-transaction${query ? `?${query}` : ''}`, token);
    return res;
  };
  const ids = async (query: string, token = tokens.desk) => {
    const res = await list(query, token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.rows as TradeRow[]).map((r) => r.transaction_id);
  };

  beforeAll(async () => {
    onGofx = await approvedParticipant(GOFX_ACCOUNT, 'gofx.trader');
    onJafets = await approvedParticipant(JAFETS_ACCOUNT, 'jafets.trader', { platform: 'jafets' });
    // The harness's demo customer has seeded trades; the lists here hold only this file's.
    await h.t.db.delete(goldTransactions).where(isNull(goldTransactions.partnerId));
    // Each platform's exchange reports its own participants' trades (decision 0105).
    const gofxExchange = await createIntegrationPartner(h.t.db, 'Bursa Uji', {
      kind: 'exchange',
      platform: 'gofx',
    });
    const jafetsExchange = await createIntegrationPartner(h.t.db, 'Bursa Jafets', {
      kind: 'exchange',
      platform: 'jafets',
    });
    const report = (key: string, transactions: object[]) =>
      h.t.app.inject({
        method: 'POST',
        url: '/v1/integration/trade-transactions',
        remoteAddress: nextTestIp(),
        headers: { authorization: `Bearer ${key}` },
        payload: { transactions },
      });
    const gofxRes = await report(gofxExchange.key, [
      trade('G-1', GOFX_ACCOUNT, { traded_at: at(3), settlement_amount: '1530000.00' }),
      trade('G-2', GOFX_ACCOUNT, {
        traded_at: at(2),
        direction: 'sell',
        contract_id: 1,
        type: 'limit',
        condition: 'gtc',
        status: 'open',
        price: '152000000.00',
        settlement_amount: '152000000.00',
      }),
      trade('G-3', GOFX_ACCOUNT, {
        traded_at: at(1),
        contract_id: 5,
        quantity: 100,
        condition: 'fok',
        status: 'cancelled',
        price: '15200.00',
        settlement_amount: '1520000.00',
      }),
      trade('G-4', GOFX_ACCOUNT, {
        // Today's midnight (WIB): a time later today may still be ahead of the clock, which
        // the API refuses.
        traded_at: at(0, 0),
        currency: 'USD',
        price: '95.00',
        settlement_amount: '95.00',
        fee: '0.31',
      }),
    ]);
    expect(gofxRes.json(), gofxRes.body).toMatchObject({ inserted: 4 });
    const res = await report(jafetsExchange.key, [
      trade('J-1', JAFETS_ACCOUNT, {
        traded_at: at(1, 15),
        type: 'limit',
        condition: 'day',
        status: 'matched',
        settlement_amount: '3060000.00',
        quantity: 2,
      }),
      trade('J-2', JAFETS_ACCOUNT, {
        traded_at: at(5),
        direction: 'sell',
        settlement_amount: '1525000.00',
      }),
    ]);
    expect(res.json(), res.body).toMatchObject({ inserted: 2 });
    tokens.desk = (await staff(ROLES.tradeDesk)).token;
    tokens.superAdmin = (await staff(ROLES.superAdmin)).token;
    tokens.gofxBroker = (await staff(ROLES.brokerAdmin, { platform: 'gofx' })).token;
    tokens.jafetsViewer = (await staff(ROLES.brokerViewer, { platform: 'jafets' })).token;
    tokens.bank = (await staff(ROLES.bankAdmin)).token;
    tokens.video = (await staff(ROLES.videoOfficer)).token;
  });

  it('lists the trades newest first with the contract’s columns', async () => {
    const res = await list('');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status_code).toBe('00');
    expect(body.data.total_rows).toBe(6);
    expect(body.data.rows.map((r: TradeRow) => r.transaction_id)).toEqual([
      'G-4',
      'J-1',
      'G-3',
      'G-2',
      'G-1',
      'J-2',
    ]);
    const g2 = body.data.rows.find((r: TradeRow) => r.transaction_id === 'G-2');
    expect(g2).toMatchObject({
      fullname: onGofx.customer.fullname,
      account_no: GOFX_ACCOUNT,
      app_name: 'gofx',
      contract_id: 1,
      contract_size: '100 gr',
      direction: 'sell',
      type: 'limit',
      condition: 'gtc',
      status: 'open',
      quantity: 1,
      price: '152000000.00',
      settlement_amount: '152000000.00',
      fee: '5000.00',
      currency: 'IDR',
      traded_at: new Date(at(2)).toISOString(),
    });
    expect(g2.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('filters by each of the product’s filters', async () => {
    expect(await ids('platform=jafets')).toEqual(['J-1', 'J-2']);
    expect(await ids('status=open')).toEqual(['G-2']);
    expect(await ids('contract_id=5')).toEqual(['G-3']);
    expect(await ids('type=limit')).toEqual(['J-1', 'G-2']);
    expect(await ids('direction=sell')).toEqual(['G-2', 'J-2']);
    expect(await ids('condition=day')).toEqual(['J-1']);
    expect(await ids(`start_date=${wibDay(2)}&end_date=${wibDay(1)}`)).toEqual(['J-1', 'G-3', 'G-2']);
    expect(await ids(`start_date=${wibDay(0)}`)).toEqual(['G-4']);
    expect(await ids(`user=${onJafets.customer.id}`)).toEqual(['J-1', 'J-2']);
    expect(await ids(`user=${onJafets.customer.username.toUpperCase()}`)).toEqual(['J-1', 'J-2']);
    // Search: the name, the e-mail, the account number, the transaction id, case-insensitive.
    expect(await ids(`search=${encodeURIComponent(onJafets.customer.fullname.toLowerCase())}`)).toEqual([
      'J-1',
      'J-2',
    ]);
    expect(await ids(`search=${encodeURIComponent(onGofx.customer.email.toUpperCase())}`)).toHaveLength(4);
    expect(await ids(`search=${JAFETS_ACCOUNT}`)).toEqual(['J-1', 'J-2']);
    expect(await ids('search=g-3')).toEqual(['G-3']);
    // A wildcard typed by staff matches itself only.
    expect(await ids('search=%25')).toEqual([]);
    expect(await ids('direction=buy&status=settled&platform=gofx')).toEqual(['G-4', 'G-1']);
  });

  it('refuses dates after today or in the wrong order with 400 and the date messages', async () => {
    const tomorrow = new Date(Date.parse(`${todayWib()}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    const future = await list(`end_date=${tomorrow}`);
    expect(future.statusCode).toBe(400);
    expect(future.json().err_message_id).toBe('Tanggal tidak boleh melebihi hari ini');
    const inverted = await list(`start_date=${wibDay(1)}&end_date=${wibDay(3)}`);
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().err_message_id).toBe('Tanggal awal tidak boleh setelah tanggal akhir');
    expect((await list('start_date=2026-13-45x')).statusCode).toBe(422);
  });

  it('sorts only by the whitelisted orders (422 otherwise)', async () => {
    expect(await ids('orderByQuery=traded_at:asc')).toEqual(['J-2', 'G-1', 'G-2', 'G-3', 'J-1', 'G-4']);
    const desc = await ids('orderByQuery=settlement_amount:desc');
    expect(desc[0]).toBe('G-2');
    expect((await ids('orderByQuery=settlement_amount:asc'))[0]).toBe('G-4');
    for (const bad of ['fullname:asc', 'traded_at', 'traded_at:desc;drop', 'settlement_amount:DESC']) {
      expect((await list(`orderByQuery=${encodeURIComponent(bad)}`)).statusCode, bad).toBe(422);
    }
    expect((await list('status=filled')).statusCode).toBe(422);
    expect((await list('contract_id=9')).statusCode).toBe(422);
  });

  it('pages 1-based and caps the limit', async () => {
    const first = (await list('limit=4')).json().data;
    const second = (await list('limit=4&page=2')).json().data;
    expect(first.total_rows).toBe(6);
    expect(second.total_rows).toBe(6);
    expect(first.rows).toHaveLength(4);
    expect(second.rows.map((r: TradeRow) => r.transaction_id)).toEqual(['G-1', 'J-2']);
    expect((await list('page=3&limit=4')).json().data.rows).toEqual([]);
    expect((await list('limit=101')).statusCode).toBe(422);
    expect((await list('page=0')).statusCode).toBe(422);
    expect((await list('')).json().data.rows).toHaveLength(6);
  });

  it('shows one trade with its participant and the partner that reported it', async () => {
    const [row] = (await list('search=G-2')).json().data.rows as TradeRow[];
    const res = await api('GET', `/v1/trade-transaction/${row?.id}`, tokens.desk);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status_code: '00',
      data: {
        transaction: {
          ...row,
          participant: {
            id: onGofx.id,
            user_id: onGofx.customer.id,
            email: onGofx.customer.email,
            username: onGofx.customer.username,
          },
          platform_name: expect.any(String),
          partner_name: 'Bursa Uji',
        },
      },
    });
    expect(
      (await api('GET', '/v1/trade-transaction/00000000-0000-4000-8000-000000000000', tokens.desk))
        .statusCode,
    ).toBe(404);
    expect((await api('GET', '/v1/trade-transaction/not-an-id', tokens.desk)).statusCode).toBe(404);
  });

  it('keeps a broker to their platform: the other platform’s trades are not listed and their detail is 404', async () => {
    expect(await ids('', tokens.gofxBroker)).toEqual(['G-4', 'G-3', 'G-2', 'G-1']);
    expect(await ids('platform=jafets', tokens.gofxBroker)).toEqual([]);
    expect(await ids('', tokens.jafetsViewer)).toEqual(['J-1', 'J-2']);
    const [j1] = (await list('search=J-1')).json().data.rows as TradeRow[];
    expect((await api('GET', `/v1/trade-transaction/${j1?.id}`, tokens.gofxBroker)).statusCode).toBe(404);
    expect((await api('GET', `/v1/trade-transaction/${j1?.id}`, tokens.jafetsViewer)).statusCode).toBe(200);
    expect((await list('', tokens.superAdmin)).json().data.total_rows).toBe(6);
    const names = await api('GET', '/v1/trade-transaction/app-name', tokens.gofxBroker);
    expect(names.json().data.app_name).toEqual(['gofx']);
    expect((await api('GET', '/v1/trade-transaction/app-name', tokens.desk)).json().data.app_name).toEqual(
      expect.arrayContaining(['gofx', 'jafets']),
    );
  });

  it('answers by role: 0, 1, 5 and 13 read; 4 and 6 get 403; a customer 403; no token 401', async () => {
    const [row] = (await list('limit=1')).json().data.rows as TradeRow[];
    const urls = [
      '/v1/trade-transaction',
      `/v1/trade-transaction/${row?.id}`,
      '/v1/trade-transaction/app-name',
    ];
    for (const url of urls) {
      for (const token of [tokens.desk, tokens.superAdmin, tokens.gofxBroker]) {
        expect((await api('GET', url, token)).statusCode, url).toBe(200);
      }
      for (const token of [tokens.bank, tokens.video, onGofx.customer.token]) {
        expect((await api('GET', url, token)).statusCode, url).toBe(403);
      }
      expect((await api('GET', url)).statusCode, url).toBe(401);
      // The guard runs before validation: a bad query tells a caller without the right nothing.
      expect((await api('GET', `${url}?orderByQuery=x`, tokens.bank)).statusCode).toBe(403);
    }
  });
});
