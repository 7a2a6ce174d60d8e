/**
 * 'Unduh data saya' as a customer walks it (decision 0113), on customers made through the real
 * calls: registered (SMS code, activation link, login), every onboarding step, real uploads of
 * their own images, the submission, a reviewer's request to fix the KTP and the emergency contact
 * (signed in through the staff login), the fix and the resubmission. The customer asks for a copy
 * with their password; the job builds the ZIP; the mailed link downloads it; the test unzips it and
 * holds it against what the customer sent: every section with the form's names, each file byte for
 * byte with its SHA-256, the manifest's signature under the published key, and nothing of another
 * customer's nor of the staff's notes.
 */
import { createHash, createPublicKey, randomUUID, verify } from 'node:crypto';
import { DAY_MS, dataExportReplySchema, MSG, ROLES, SC, timelineReplySchema } from '@kilau/shared';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../app';
import { auditLog, dataExports } from '../../db/schema';
import { nextTestIp, type RegisteredCustomer, registerCustomer } from '../../test/customer';
import { multipartBody } from '../../test/multipart';
import { pdfText } from '../../test/pdf';
import { attachmentForm, nik, type Person, pngOf } from '../onboarding/testing/onboarding-harness';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import { sweepExpiredExports } from './data-export.service';
import { listExportsOf } from './index';
import { unzip } from './testing/unzip';

const PASSWORD = 'Emas#Kilau2026';
const STAFF_NOTE = 'Catatan internal: periksa ulang sumber dana nasabah ini.';
const FIX_NOTE = 'Pastikan keempat sudut KTP terlihat.';
const DECLARATION = {
  source_of_funds: 'Gaji bulanan sebagai manajer di PT Sinar Nusantara sejak 2015.',
  source_of_wealth: 'Tabungan gaji dan warisan sebidang tanah di Bandung dari orang tua.',
};
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The customer's answer to the PEP question: their father's office. */
const PEP_POSITION = 'Ayah: Wali Kota Cimahi';

describe("'Unduh data saya'", () => {
  const { h, staff, api, submittedParticipant } = useReviewHarness();
  let seed = 0;
  /** Every image the customer uploaded, by the stored path the upload answered. */
  const sent = new Map<string, Buffer>();

  let a: RegisteredCustomer;
  let aPerson: Person;
  let aRecord = '';
  let other: Participant;
  let oldKtpPath = '';
  let declarationPath = '';
  let link = '';
  let brokerToken = '';

  async function upload(token: string, recordId: string, kind: string): Promise<string> {
    const bytes = pngOf(++seed * 31);
    const body = await multipartBody({ name: `${kind}.png`, bytes, type: 'image/png' }, { kind });
    const res = await h.t.app.inject({
      method: 'POST',
      url: `/v2/kyc/upload/${recordId}`,
      payload: body.payload,
      remoteAddress: nextTestIp(),
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    });
    expect(res.statusCode, res.body).toBe(200);
    const path = res.json().data as string;
    sent.set(path, bytes);
    return path;
  }

  const ask = (token: string | null, password = PASSWORD) =>
    api('POST', '/v1/user/data-export', token ?? undefined, { password });
  const download = (token: string | null, linkToken: string) =>
    api('GET', `/v1/user/data-export/${linkToken}`, token ?? undefined);

  beforeAll(async () => {
    // The customer whose copy is taken: every step, own images, then a fix asked and made.
    a = await registerCustomer(h.t, { fullname: 'Dewi Anggraini Lestari' });
    aPerson = nik('1992-04-09', true);
    aRecord = await h.register(a.token, aPerson, { platform_id: h.gofxId, fullname: a.fullname });
    await h.save(
      a.token,
      `/v2/kyc/customer/platform/${aRecord}`,
      h.personal('037', aPerson, { fullname: a.fullname, is_pep: true, pep_position: PEP_POSITION }),
    );
    await h.save(a.token, `/v2/kyc/customer/${aRecord}`, h.work());
    await h.save(a.token, `/v2/kyc/financial/${aRecord}`, h.financial());
    await h.save(a.token, `/v2/kyc/bank/account/${aRecord}`, h.bankAccountForm);
    await h.save(a.token, `/v2/kyc/emergency_contact/${aRecord}`, h.contact);
    // The statement video is a stored row without bytes (recording an mp4 is the browser tests' part).
    const paths: Record<string, string> = await h.uploads(a.id, aRecord, ['statement_video']);
    for (const kind of ['ktp', 'photo', 'photo_with_ktp', 'signature'])
      paths[kind] = await upload(a.token, aRecord, kind);
    oldKtpPath = paths.ktp ?? '';
    await h.save(a.token, `/v2/kyc/attachment/${aRecord}`, attachmentForm(paths));
    const submitted = await h.submit(a.token, aRecord);
    expect(submitted.json(), submitted.body).toMatchObject({ status_code: '00' });

    const broker = await staff(ROLES.brokerAdmin);
    brokerToken = broker.token;
    const fix = await api('POST', `/v1/admin-broker/kyc/${aRecord}/resubmission`, broker.token, {
      items: [
        { item: 'ktp', decision: 'resubmit', reason: 'blurry', note: FIX_NOTE },
        {
          item: 'emergency_contact',
          decision: 'resubmit',
          reason: 'other',
          reason_text: 'Nomor kontak darurat keliru.',
        },
        // She answered yes to the PEP question: her source of funds and wealth is asked too.
        { item: 'funds_declaration', decision: 'resubmit' },
      ],
    });
    expect(fix.statusCode, fix.body).toBe(200);
    const note = await api('POST', `/v1/admin-broker/kyc/${aRecord}/notes`, broker.token, {
      body: STAFF_NOTE,
    });
    expect(note.statusCode, note.body).toBeLessThan(300);
    const newKtp = await upload(a.token, aRecord, 'ktp');
    await h.save(a.token, `/v2/kyc/attachment/${aRecord}`, attachmentForm({ ...paths, ktp: newKtp }));
    await h.save(a.token, `/v2/kyc/emergency_contact/${aRecord}`, {
      ...h.contact,
      phonenumber: '081377788899',
    });
    declarationPath = await upload(a.token, aRecord, 'funds_declaration');
    const declared = await api('PUT', `/v2/kyc/resubmission/${aRecord}/funds-declaration`, a.token, {
      ...DECLARATION,
      file_id: declarationPath,
    });
    expect(declared.statusCode, declared.body).toBe(200);
    const resubmitted = await h.submit(a.token, aRecord);
    expect(resubmitted.json(), resubmitted.body).toMatchObject({ status_code: '00' });

    // Another customer, whose data must never be in the first one's copy.
    other = await submittedParticipant({ fullname: 'Bambang Hartono Wicaksono', female: false });
  });

  it('answers 401 without a token, and refuses a wrong password as the profile does', async () => {
    expect((await ask(null)).statusCode).toBe(401);
    expect((await download(null, 'x'.repeat(43))).statusCode).toBe(401);
    const wrong = await ask(a.token, 'Salah#Sandi2026');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ err_message_id: MSG.profileCurrentPasswordWrong });
    expect(await listExportsOf(h.t.db, a.id)).toEqual([]);
  });

  it('queues one export (202), answers a second with it while it is built (200), then mails a 7-day link', async () => {
    const res = await ask(a.token);
    expect(res.statusCode, res.body).toBe(202);
    const reply = dataExportReplySchema.parse(res.json());
    expect(reply).toMatchObject({ message: MSG.dataExportQueued, data: { status: 'queued', downloads: 0 } });
    // One copy at a time (decision 0122; data-export-once.int.test.ts holds the rest of that rule).
    const again = await ask(a.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: MSG.dataExportInProgress,
      data: { _id: reply.data._id, status: 'queued' },
    });

    await h.t.flushJobs();
    const [listed] = await listExportsOf(h.t.db, a.id);
    expect(listed).toMatchObject({ _id: reply.data._id, status: 'ready' });
    const days = (Date.parse(listed?.expires_at ?? '') - Date.parse(listed?.ready_at ?? '')) / DAY_MS;
    expect(days).toBeCloseTo(7, 5);
    const mail = await h.t.lastMessageTo(a.email);
    expect(mail?.subject).toBe(MSG.dataExportMailSubject);
    link = mail?.text.match(/\/data-saya\/unduh\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(link.length).toBeGreaterThan(20);
    // Only the token's digest is kept.
    const [row] = await h.t.db.select().from(dataExports).where(eq(dataExports.id, reply.data._id));
    expect(row?.tokenHash).toBe(sha(Buffer.from(link)));
  });

  it("the ZIP holds every section by the form's names, each file byte for byte, and a manifest the published key verifies", async () => {
    const res = await download(a.token, link);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="data-saya-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zipBytes = res.rawPayload;
    const entries = unzip(zipBytes);
    for (const name of ['ringkasan.pdf', 'data.json', 'README.id.md', 'manifest.json', 'manifest.sig'])
      expect(entries.has(name)).toBe(true);

    const data = JSON.parse(entries.get('data.json')?.toString('utf8') ?? '{}');
    expect(data.account).toMatchObject({
      fullname: a.fullname,
      email: a.email,
      username: a.username,
      phone: a.phonenumber,
    });
    expect(data.account.created_at).toBeTruthy();
    const [record] = data.kyc_records;
    expect(record).toMatchObject({
      record_id: aRecord,
      platform: expect.any(String),
      bank: 'Bank Artha Graha',
    });
    const s = record.sections;
    for (const section of [
      'personal',
      'identity_address',
      'employment',
      'financial',
      'bank_account',
      'emergency_contact',
      'attachment',
    ])
      expect(Object.keys(s[section].as_now).length, section).toBeGreaterThan(0);
    expect(s.personal.as_now).toMatchObject({
      fullname: a.fullname,
      ktp_no: aPerson.ktp_no,
      mothers_name: 'Sri Wahyuni',
      place_of_birth: 'Bandung',
    });
    expect(s.employment.as_now).toMatchObject({ company_name: 'PT Sinar Nusantara' });
    expect(s.financial.as_now.building_asset).toMatchObject({ address: 'Jl. Melati No. 3' });
    expect(data.option_labels[h.md['gender:P:037'] ?? '']).toBe('Perempuan');
    expect(data.region_names['32.04.11']).toMatch(/^katapang$/i);
    // Each option id and region code keeps its id with its name beside it (README.id.md says so).
    expect(s.personal.as_now).toMatchObject({
      gender_type: h.md['gender:P:037'],
      gender_type_label: 'Perempuan',
      religion_type_label: expect.any(String),
    });
    expect(s.identity_address.as_now.district_type_label).toMatch(/^katapang$/i);
    expect(s.employment.as_now.occupation_type_label).toEqual(expect.any(String));
    expect(s.financial.as_now.fund_type_label).toEqual(expect.any(String));
    for (const section of ['personal', 'identity_address', 'employment', 'financial'])
      for (const [k, v] of Object.entries(s[section].as_now))
        if (k.endsWith('_type') && typeof v === 'string' && v !== '')
          expect(s[section].as_now[`${k}_label`], `${section}.${k}_label`).toBeTruthy();
    // As now and as first submitted: the fixed emergency contact and the replaced KTP.
    expect(s.emergency_contact.as_now.phonenumber).toBe('081377788899');
    expect(s.emergency_contact.as_submitted).toEqual([
      expect.objectContaining({
        item: 'emergency_contact',
        version: 1,
        data: expect.objectContaining({ phonenumber: h.contact.phonenumber }),
      }),
    ]);
    const oldKtp = data.files.find(
      (f: { path: string; sha256: string }) => f.sha256 === sha(sent.get(oldKtpPath) ?? Buffer.alloc(0)),
    );
    expect(s.attachment.as_submitted).toEqual([
      expect.objectContaining({ item: 'ktp', version: 1, file: oldKtp?.path }),
    ]);
    expect(oldKtp).toMatchObject({ kind: 'ktp', current: false, available: true });
    // Her declaration of source of funds and wealth: her words, when, and her document in the ZIP.
    const declarationFile = data.files.find(
      (f: { sha256: string }) => f.sha256 === sha(sent.get(declarationPath) ?? Buffer.alloc(0)),
    );
    expect(declarationFile).toMatchObject({ kind: 'funds_declaration', available: true });
    expect(record.funds_declarations).toEqual([
      { ...DECLARATION, declared_at: expect.any(String), file: declarationFile?.path },
    ]);

    // Consents with their text version, time and IP; the status history with what the customer was told.
    expect(data.consents.length).toBeGreaterThan(0);
    for (const c of data.consents)
      expect(c).toMatchObject({
        document: expect.any(String),
        text_version: expect.any(String),
        accepted_at: expect.any(String),
      });
    expect(data.consents.some((c: { ip: string | null }) => c.ip)).toBe(true);
    const events = data.status_history.map((e: { event: string }) => e.event);
    expect(events).toEqual(expect.arrayContaining(['kyc.resubmission_requested', 'kyc.resubmitted']));
    expect(data.fix_requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ item: 'ktp', reason_code: 'blurry', note_to_customer: FIX_NOTE }),
      ]),
    );
    expect(data.logins).toEqual(
      expect.arrayContaining([expect.objectContaining({ event: 'auth.login', ip: expect.any(String) })]),
    );
    for (const key of ['trades', 'balances', 'video_calls']) expect(key in data).toBe(true);

    // Every image the customer uploaded, byte for byte, with its upload time and SHA-256.
    const manifest = JSON.parse(entries.get('manifest.json')?.toString('utf8') ?? '{}');
    expect(manifest).toMatchObject({ export_id: expect.any(String), user_id: a.id });
    expect(sent.size).toBe(6);
    for (const [, bytes] of sent) {
      const listed = data.files.find((f: { sha256: string }) => f.sha256 === sha(bytes));
      expect(listed, 'a sent image is listed').toMatchObject({
        available: true,
        size: bytes.length,
        uploaded_at: expect.any(String),
      });
      expect(entries.get(listed.path)?.equals(bytes)).toBe(true);
      expect(manifest.entries).toContainEqual({ path: listed.path, size: bytes.length, sha256: sha(bytes) });
    }
    // The video row whose bytes the store never held is listed, marked unavailable.
    expect(data.files).toContainEqual(expect.objectContaining({ kind: 'statement_video', available: false }));
    // The manifest names every other entry with its digest.
    for (const [name, bytes] of entries) {
      if (name === 'manifest.json' || name === 'manifest.sig') continue;
      expect(manifest.entries).toContainEqual({ path: name, size: bytes.length, sha256: sha(bytes) });
    }
    expect(manifest.entries).toHaveLength(entries.size - 2);

    // The signature holds under the public key the operator publishes, and not over altered bytes.
    const signature = JSON.parse(entries.get('manifest.sig')?.toString('utf8') ?? '{}');
    const publicKey = h.t.app.config.auditCheckpointPublicKey;
    const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url');
    expect(signature).toMatchObject({
      algorithm: 'Ed25519',
      key_id: sha(raw).slice(0, 16),
      signed_file: 'manifest.json',
    });
    const manifestBytes = entries.get('manifest.json') ?? Buffer.alloc(0);
    const sig = Buffer.from(signature.signature, 'base64url');
    expect(
      verify(null, manifestBytes, createPublicKey(publicKey.export({ format: 'pem', type: 'spki' })), sig),
    ).toBe(true);
    expect(verify(null, Buffer.concat([manifestBytes, Buffer.from(' ')]), publicKey, sig)).toBe(false);

    // ringkasan.pdf reads as a person reads: labels, names, WIB times; never an id.
    const summary = await pdfText(entries.get('ringkasan.pdf') ?? Buffer.alloc(0), '-layout');
    for (const text of [
      MSG.dataPdfTitle,
      MSG.dataPdfAccount,
      a.fullname,
      a.email,
      MSG.dataPdfGender,
      'Perempuan',
      aPerson.ktp_no,
      'PT Sinar Nusantara',
      'Bank Artha Graha',
      MSG.dataPdfHistory,
      MSG.dataPdfEventFixRequested,
      MSG.dataPdfEventResubmitted,
      MSG.resubmissionItemKtp,
      MSG.dataPdfFiles,
      MSG.dataPdfLogins,
      ' WIB',
      // Their answer to the PEP question, as they gave it ...
      `${MSG.pepAnswerYes}: ${PEP_POSITION}`,
    ])
      expect(summary, text).toContain(text);
    // ... and nothing of the rating it made (no tipping off).
    for (const text of [MSG.riskPanelTitle, 'PEP)', MSG.riskLevelTinggi])
      expect(summary, text).not.toContain(text);
    expect(summary).toMatch(/katapang/i);
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
    expect(summary).not.toMatch(uuid);
    for (const id of [aRecord, a.id, h.md['gender:P:037'] ?? 'none', '32.04.11'])
      expect(summary, id).not.toContain(id);
    expect(summary).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);

    // The README names who received the data and says what a copy never holds.
    const readme = entries.get('README.id.md')?.toString('utf8') ?? '';
    expect(readme).toContain('gender_type_label');
    expect(readme).toContain('ringkasan.pdf');
    expect(readme).toContain('Bank Artha Graha');
    expect(readme).toContain(record.platform);
    expect(readme).toContain('penyaringan');

    // Nothing of another customer's, nor the staff's note.
    const everything = [...entries.values()];
    for (const needle of [
      other.customer.fullname,
      other.ktp_no,
      other.customer.email,
      other.id,
      other.customer.username,
      STAFF_NOTE,
    ]) {
      for (const bytes of everything) expect(bytes.includes(Buffer.from(needle)), needle).toBe(false);
    }
    const otherFiles = await api('GET', `/v2/kyc/resubmission/${other.id}`, other.customer.token);
    expect(otherFiles.statusCode).toBe(200);
    const [ownRow] = await h.t.db.select().from(dataExports).where(eq(dataExports.userId, a.id));
    expect(ownRow?.sha256).toBe(sha(zipBytes));
    expect(ownRow?.sizeBytes).toBe(zipBytes.length);
  });

  it("each download is counted and audited; another customer's session, an unknown token and a link past 7 days answer 404", async () => {
    const second = await download(a.token, link);
    expect(second.statusCode).toBe(200);
    const [row] = await h.t.db.select().from(dataExports).where(eq(dataExports.userId, a.id));
    expect(row?.downloads).toBe(2);
    const audits = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'data_export.download'), eq(auditLog.actorId, a.id)));
    expect(audits).toHaveLength(2);
    for (const audit of audits) {
      expect(audit).toMatchObject({
        actorType: 'user',
        targetType: 'user',
        targetId: a.id,
        outcome: 'success',
      });
      expect(audit.details).toMatchObject({ export_id: row?.id, sha256: row?.sha256 });
    }
    // The participant's timeline tells the request and each download.
    const timeline = await api('GET', `/v1/admin-broker/kyc/${aRecord}/timeline`, brokerToken);
    expect(timeline.statusCode, timeline.body).toBe(200);
    const titles = timelineReplySchema.parse(timeline.json()).data.map((e) => e.title);
    // The request and the one answered with the copy in progress (decision 0122).
    expect(titles.filter((t) => t === MSG.tlDataExportRequest)).toHaveLength(2);
    expect(titles.filter((t) => t === MSG.tlDataExportDownload)).toHaveLength(2);

    for (const res of [
      await download(other.customer.token, link),
      await download(a.token, `${link.slice(0, -2)}xx`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        status_code: SC.dataExportLinkInvalid,
        err_message_id: MSG.dataExportLinkInvalid,
      });
    }
    expect((await h.t.db.select().from(dataExports).where(eq(dataExports.userId, a.id)))[0]?.downloads).toBe(
      2,
    );

    // 'Data Saya''s own button: the same ZIP by the copy's id, the caller's own, counted and
    // audited as the link's download is.
    const fromPage = await api('GET', `/v1/user/data-export/${row?.id}/download`, a.token);
    expect(fromPage.statusCode, fromPage.body.slice(0, 200)).toBe(200);
    expect(fromPage.headers['content-disposition']).toMatch(/^attachment; filename="data-saya-/);
    expect(sha(fromPage.rawPayload)).toBe(row?.sha256);
    const [pageAudit] = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'data_export.download'), eq(auditLog.actorId, a.id)))
      .orderBy(desc(auditLog.seq))
      .limit(1);
    expect(pageAudit?.details).toMatchObject({ export_id: row?.id, sha256: row?.sha256, via: 'page' });
    expect((await api('GET', `/v1/user/data-export/${row?.id}/download`)).statusCode).toBe(401);
    for (const res of [
      await api('GET', `/v1/user/data-export/${row?.id}/download`, other.customer.token),
      await api('GET', `/v1/user/data-export/${randomUUID()}/download`, a.token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        status_code: SC.dataExportLinkInvalid,
        err_message_id: MSG.dataExportLinkInvalid,
      });
    }
    expect((await h.t.db.select().from(dataExports).where(eq(dataExports.userId, a.id)))[0]?.downloads).toBe(
      3,
    );

    // Eight days on: the link is dead, the list reads 'expired', and the sweep deletes the ZIP.
    const eightDaysAgo = new Date(Date.now() - 8 * DAY_MS);
    await h.t.db
      .update(dataExports)
      .set({ readyAt: eightDaysAgo, expiresAt: new Date(eightDaysAgo.getTime() + 7 * DAY_MS) })
      .where(eq(dataExports.userId, a.id));
    expect((await download(a.token, link)).statusCode).toBe(404);
    expect((await api('GET', `/v1/user/data-export/${row?.id}/download`, a.token)).statusCode).toBe(404);
    expect((await listExportsOf(h.t.db, a.id))[0]?.status).toBe('expired');
    const key = row?.storageKey ?? '';
    expect(await h.t.app.files.exists(key)).toBe(true);
    expect(await sweepExpiredExports(h.t.app)).toBe(1);
    expect(await h.t.app.files.exists(key)).toBe(false);
    expect(await listExportsOf(h.t.db, a.id)).toEqual([
      expect.objectContaining({ status: 'expired', downloads: 3 }),
    ]);
    // The copy was given: the customer may ask for a new one.
    expect((await ask(a.token)).statusCode).toBe(202);
  });
});

describe("the export link's token in the logs", () => {
  it('is redacted on the API route and on the page the mailed link opens', () => {
    expect(redactUrl('/v1/user/data-export/abcDEF123_-')).toBe('/v1/user/data-export/[redacted]');
    expect(redactUrl('/data-saya/unduh/abcDEF123_-')).toBe('/data-saya/unduh/[redacted]');
    expect(redactUrl('/v1/user/data-export')).toBe('/v1/user/data-export');
  });
});
