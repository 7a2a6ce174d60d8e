import {
  DISPUTE_CLAUSE_NUMBER,
  formatDateId,
  LEGAL_DOCUMENT_IDS,
  LEGAL_TEXTS_VERSION,
  MANDATE_MIN_CLAUSES,
  MSG,
} from '@kilau/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { jakartaDay } from '../profile/kyc-profile-pdf';

interface Clause {
  number: number;
  title?: string;
  paragraphs: string[];
  choices?: { id: string; label: string; needs_detail: boolean }[];
}

describe('GET /v2/legal/{documentId}', () => {
  let t: TestApp;
  let ip = 0;
  const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: `10.7.0.${++ip}` });

  beforeAll(async () => {
    t = await createTestApp({
      seed: 'none',
      env: {
        COMPANY_NAME: 'PT Uji Emas Berjangka',
        CS_EMAIL: 'layanan@uji.test',
        CS_PHONE: '(021) 111 2222',
      },
    });
  });
  afterAll(() => t.close());

  it('answers every document without a login, with the company identity from configuration', async () => {
    for (const id of LEGAL_DOCUMENT_IDS) {
      const res = await get(`/v2/legal/${id}`);
      expect(res.statusCode, id).toBe(200);
      const body = res.json();
      expect(body.status_code).toBe('00');
      expect(body.data).toMatchObject({ id, version: LEGAL_TEXTS_VERSION });
      expect(body.data.title.length).toBeGreaterThan(5);
      expect(body.data.sections.length).toBeGreaterThan(0);
      expect(res.body).not.toMatch(/\{\{\w+\}\}/);
    }
    const profile = (await get('/v2/legal/profil-perusahaan')).body;
    expect(profile).toContain('PT Uji Emas Berjangka');
    expect(profile).toContain('layanan@uji.test');
    expect(profile).toContain('(021) 111 2222');
    expect(profile).toContain('Jl. Jenderal Sudirman Kav. 52-53, Jakarta Selatan 12190');
  });

  it('gives the profile its acknowledgement "Ya" with today’s date', async () => {
    const { data } = (await get('/v2/legal/profil-perusahaan')).json();
    expect(data.acknowledgement).toEqual({
      statement: expect.stringContaining('PT Uji Emas Berjangka'),
      option: 'Ya',
      date_label: 'Tanggal',
      date: formatDateId(jakartaDay(new Date())),
    });
  });

  it('answers the mandate with at least 24 clauses, clause 24 carrying the dispute choices', async () => {
    const { data } = (await get('/v2/legal/perjanjian-amanat')).json();
    const clauses: Clause[] = data.sections.flatMap((s: { clauses: Clause[] }) => s.clauses);
    expect(clauses.length).toBeGreaterThanOrEqual(MANDATE_MIN_CLAUSES);
    const c24 = clauses.find((c) => c.number === DISPUTE_CLAUSE_NUMBER);
    expect(c24?.title).toBe('Penyelesaian Perselisihan dan Domisili Hukum');
    expect(c24?.choices).toEqual([
      { id: 'bakti', label: 'Badan Arbitrase Perdagangan Berjangka Komoditi (BAKTI)', needs_detail: false },
      {
        id: 'pengadilan_negeri',
        label: 'Pengadilan Negeri',
        needs_detail: true,
        detail_label: 'Nama Pengadilan Negeri yang dipilih',
      },
    ]);
  });

  it('names the partner bank from bank_code, Bank Artha Graha by default', async () => {
    expect((await get('/v2/legal/rekening-peserta')).json().data.title).toBe(
      'Syarat dan Ketentuan Rekening Peserta Emas Digital Bank Artha Graha',
    );
    expect((await get('/v2/legal/ketentuan-tabungan?bank_code=022')).json().data.title).toBe(
      'Syarat dan Ketentuan serta Tarif Tabungan CIMB Niaga',
    );
    expect((await get('/v2/legal/rekening-peserta?bank_code=009')).json().data.title).toContain('OCBC');
    expect((await get('/v2/legal/rekening-peserta?bank_code=abc')).statusCode).toBe(422);
  });

  it('answers 404 for an unknown document', async () => {
    const res = await get('/v2/legal/perjanjian-lain');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status_code: 404, err_message_id: MSG.legalDocumentNotFound });
  });

  it('is documented in /docs', async () => {
    const doc = (await t.app.inject('/docs/json')).json();
    expect(doc.paths['/v2/legal/{documentId}'].get.responses).toHaveProperty('404');
    expect(doc.paths['/v2/kyc/print/{name}/{customerId}'].get.responses['200'].content).toHaveProperty(
      'application/pdf',
    );
  });
});
