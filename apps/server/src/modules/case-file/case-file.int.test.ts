/**
 * Notes, the timeline and the case file as a reviewer and an auditor meet them, on participants
 * who registered and submitted through the real calls: a note stays as written and its audit row
 * never holds its text; the timeline tells the participant's story in order, with who did what,
 * and nothing of another participant; the PDF names the person, the decisions and the audit
 * chain's head as the audit module reports it.
 */
import { createHash } from 'node:crypto';
import { caseNoteReplySchema, caseNotesReplySchema, MSG, ROLES, timelineReplySchema } from '@kilau/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, staffUsers } from '../../db/schema';
import { nextTestIp } from '../../test/customer';
import { pdfText } from '../../test/pdf';
import { attachmentForm } from '../onboarding/testing/onboarding-harness';
import { useReviewHarness } from '../review/testing/review-harness';

let accountSeq = 0;

describe('notes, the timeline and the case file', () => {
  const { h, submittedParticipant, staff, api, readyForApproval } = useReviewHarness();

  async function approve(id: string, token: string) {
    accountSeq += 1;
    await readyForApproval(token, id);
    const res = await api('PATCH', `/v1/admin-broker/kyc/approve/${id}`, token, {
      nasabah_id: id,
      username: `berkas.uji${accountSeq}`,
      password: 'Trading#2026',
      account_no: `88009900${String(accountSeq).padStart(2, '0')}`,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function timeline(prefix: string, id: string, token: string) {
    const res = await api('GET', `/v1/${prefix}/kyc/${id}/timeline`, token);
    expect(res.statusCode, res.body).toBe(200);
    return timelineReplySchema.parse(res.json()).data;
  }

  function caseFile(prefix: string, id: string, token: string) {
    return h.t.app.inject({
      method: 'GET',
      url: `/v1/${prefix}/kyc/${id}/case-file`,
      remoteAddress: nextTestIp(),
      headers: { authorization: `Bearer ${token}` },
    });
  }

  async function nameOf(staffId: string): Promise<string> {
    const [row] = await h.t.db
      .select({ name: staffUsers.fullname })
      .from(staffUsers)
      .where(eq(staffUsers.id, staffId));
    return row?.name ?? '';
  }

  it('keeps a note as written: newest first with its author, audited by id and SHA-256 only, the table refusing changes', async () => {
    const p = await submittedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    const first = 'Foto KTP agak gelap, tetapi NIK terbaca jelas.';
    const second = 'Nama ibu kandung sesuai dengan data Dukcapil.';
    const saved = await api('POST', `/v1/admin-broker/kyc/${p.id}/notes`, broker.token, {
      body: `  ${first} `,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const note = caseNoteReplySchema.parse(saved.json());
    expect(note).toMatchObject({
      message: MSG.caseNoteSaved,
      data: { body: first, author: await nameOf(broker.id) },
    });
    await api('POST', `/v1/admin-broker/kyc/${p.id}/notes`, broker.token, { body: second });

    // The super admin reads them under their own prefix, newest first.
    const admin = await staff(ROLES.superAdmin);
    const list = caseNotesReplySchema.parse(
      (await api('GET', `/v1/super-admin/kyc/${p.id}/notes`, admin.token)).json(),
    ).data;
    expect(list.map((n) => n.body)).toEqual([second, first]);

    // The audit row names the note and hashes its text; the text itself is not in the trail.
    const rows = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, p.id), eq(auditLog.action, 'case.note_added')))
      .orderBy(auditLog.seq);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actorType: 'staff',
      actorId: broker.id,
      details: { note_id: note.data.id, body_sha256: createHash('sha256').update(first).digest('hex') },
    });
    expect(JSON.stringify(rows)).not.toContain('NIK terbaca');

    // Append-only: the database itself refuses to change or remove a note.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message),
      );
    expect(
      await refusal(
        h.t.db.execute(sql`update participant_notes set body = 'diubah' where id = ${note.data.id}`),
      ),
    ).toMatch(/append-only: UPDATE refused/);
    expect(
      await refusal(h.t.db.execute(sql`delete from participant_notes where id = ${note.data.id}`)),
    ).toMatch(/append-only: DELETE refused/);
    const after = caseNotesReplySchema.parse(
      (await api('GET', `/v1/admin-broker/kyc/${p.id}/notes`, broker.token)).json(),
    ).data;
    expect(after.find((n) => n.id === note.data.id)?.body).toBe(first);
  });

  it('refuses an empty or too long note with the catalogue’s message, and a participant outside the scope', async () => {
    const p = await submittedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    const empty = await api('POST', `/v1/admin-broker/kyc/${p.id}/notes`, broker.token, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain(MSG.caseNoteRequired);
    const long = await api('POST', `/v1/admin-broker/kyc/${p.id}/notes`, broker.token, {
      body: 'a'.repeat(2001),
    });
    expect(long.statusCode).toBe(422);
    expect(long.body).toContain(MSG.caseNoteTooLong);
    // A broker of the other platform does not see this participant at all.
    const other = await staff(ROLES.brokerAdmin, { platform: 'jafets' });
    for (const url of ['notes', 'timeline', 'case-file']) {
      const res = await api('GET', `/v1/admin-broker/kyc/${p.id}/${url}`, other.token);
      expect(res.statusCode, url).toBe(404);
    }
    // The video officer's role has no notes.
    const officer = await staff(ROLES.videoOfficer);
    expect((await api('GET', `/v1/admin-broker/kyc/${p.id}/notes`, officer.token)).statusCode).toBe(403);
  });

  it('tells the participant’s story in order with its actors (registration, submission, a note, a resubmission, the approval), and nothing of another participant', async () => {
    const p = await submittedParticipant();
    const other = await submittedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    const brokerName = await nameOf(broker.id);
    await api('POST', `/v1/admin-broker/kyc/${other.id}/notes`, broker.token, {
      body: 'Catatan peserta lain.',
    });
    const noted = await api('POST', `/v1/admin-broker/kyc/${p.id}/notes`, broker.token, {
      body: 'Tanda tangan cocok dengan KTP.',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    // 'Kirim permintaan': the KTP again; the customer uploads a new one and resubmits.
    const asked = await api('POST', `/v1/admin-broker/kyc/${p.id}/resubmission`, broker.token, {
      items: [
        { item: 'ktp', decision: 'resubmit', reason: 'blurry', note: 'Pastikan tulisan terbaca.' },
        { item: 'photo', decision: 'accepted' },
      ],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const newKtp = await h.uploadPng(p.customer.token, p.id, 'ktp');
    const attached = (await h.record(p.id)).attachment as Record<string, unknown>;
    const files = Object.fromEntries(
      ['photo', 'photo_with_ktp', 'signature', 'statement_video'].map((k) => [k, String(attached[k] ?? '')]),
    );
    const saved = await api(
      'PUT',
      `/v2/kyc/attachment/${p.id}`,
      p.customer.token,
      attachmentForm({ ...files, ktp: newKtp }),
    );
    expect(saved.json(), saved.body).toMatchObject({ status_code: '00' });
    const resubmitted = await h.submit(p.customer.token, p.id);
    expect(resubmitted.json(), resubmitted.body).toMatchObject({ status_code: '00' });
    await approve(p.id, broker.token);

    const events = await timeline('admin-broker', p.id, broker.token);
    const at = (title: string) => events.findIndex((e) => e.title === title);
    const expected = [
      [MSG.tlRegistrationCreate, MSG.timelineActorCustomer],
      [MSG.tlRegistrationActivate, MSG.timelineActorCustomer],
      [MSG.tlLogin, MSG.timelineActorCustomer],
      [MSG.tlOnboardingStep.replace('{step}', MSG.resubmissionItemPersonal), MSG.timelineActorCustomer],
      [MSG.tlOnboardingSubmit, MSG.timelineActorCustomer],
      [MSG.tlNote, brokerName],
      [
        MSG.tlResubmissionRequested.replace(
          '{items}',
          `${MSG.resubmissionItemKtp} (${MSG.resubmissionReasonBlurry})`,
        ),
        brokerName,
      ],
      [MSG.tlResubmitted, MSG.timelineActorCustomer],
      [MSG.tlApprove, brokerName],
    ] as const;
    for (const [title, actor] of expected) {
      const e = events[at(title)];
      expect(e, title).toBeDefined();
      expect(e?.actor, title).toBe(actor);
    }
    const positions = expected.map(([title]) => at(title));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // Oldest first, every event titled.
    const times = events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(events.every((e) => e.title.trim().length > 0 && e.actor.trim().length > 0)).toBe(true);
    expect(events.find((e) => e.kind === 'note')?.detail).toBe('Tanda tangan cocok dengan KTP.');
    expect(events.find((e) => e.id.startsWith('resubmission:'))?.detail).toBe('Pastikan tulisan terbaca.');
    // The request is told once, by its own rows, not again by its audit row.
    expect(events.filter((e) => e.title === MSG.tlCaseResubmissionRequested)).toEqual([]);
    // Another participant's note and events are not in it.
    expect(JSON.stringify(events)).not.toContain('Catatan peserta lain');
    const theirs = new Set((await timeline('admin-broker', other.id, broker.token)).map((e) => e.id));
    expect(events.filter((e) => theirs.has(e.id))).toEqual([]);
    // The super admin reads the same story.
    const admin = await staff(ROLES.superAdmin);
    expect((await timeline('super-admin', p.id, admin.token)).map((e) => e.id)).toEqual(
      expect.arrayContaining(events.map((e) => e.id)),
    );
  });

  it('gives the case file as one PDF: the person, the NIK, the decisions and the audit chain’s head the audit module reports', async () => {
    const p = await submittedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    await api('POST', `/v1/admin-broker/kyc/${p.id}/notes`, broker.token, { body: 'Dokumen lengkap.' });
    await approve(p.id, broker.token);
    // The recurring job signs the chain's head (decision 0106): the case file names that checkpoint.
    await h.t.app.jobs.enqueue('audit.checkpoint', {});
    await h.t.flushJobs();

    const res = await caseFile('admin-broker', p.id, broker.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="berkas-[a-z0-9-]+-${day}\\.pdf"$`),
    );
    const pdf = res.rawPayload;
    const text = await pdfText(pdf, '-layout');
    expect(text).toContain(p.customer.fullname);
    expect(text).toContain(MSG.caseFileNik);
    expect(text).toContain(p.ktp_no);
    expect(text).toContain(MSG.caseFileDecisions);
    expect(text).toContain(MSG.tlApprove);
    expect(text).toContain(MSG.tlOnboardingSubmit);
    expect(text).toContain(MSG.resubmissionItemKtp);
    expect(text).toMatch(/SHA-256 [0-9a-f]{64}/);

    // The download's audit row holds the PDF's SHA-256 and the head it printed: the row before it.
    const [row] = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, p.id), eq(auditLog.action, 'case.file_downloaded')));
    expect(row?.details).toMatchObject({ pdf_sha256: createHash('sha256').update(pdf).digest('hex') });
    const printedSeq = Number((row?.details as { chain_seq?: number } | undefined)?.chain_seq);
    expect(printedSeq).toBe(Number(row?.seq) - 1);
    const [head] = await h.t.db.select().from(auditLog).where(eq(auditLog.seq, printedSeq));
    expect(head?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(text).toContain(head?.hash ?? 'no hash');
    expect(text).toContain(MSG.caseFileAuditHash);
    // The super admin's verification holds the same chain, the printed row within it.
    const admin = await staff(ROLES.superAdmin);
    const verify = (await api('GET', '/v1/super-admin/audit/verify', admin.token)).json();
    expect(verify.data).toMatchObject({ ok: true, broken_at: null });
    expect(verify.data.checked).toBeGreaterThanOrEqual(printedSeq);
    expect(verify.data.checkpoint).toMatchObject({ status: 'ok', failed: false });
    const anchored = Number(verify.data.checkpoint.seq);
    const [anchor] = await h.t.db.select().from(auditLog).where(eq(auditLog.seq, anchored));
    expect(text).toMatch(new RegExp(`WIB · ${MSG.caseFileAuditSeq} ${anchored}\\b`));
    expect(text).toContain(anchor?.hash ?? 'no hash');
    // And the download itself is in the timeline.
    const events = await timeline('admin-broker', p.id, broker.token);
    expect(events.at(-1)).toMatchObject({ title: MSG.tlCaseFileDownloaded, actor: await nameOf(broker.id) });
  });
});
