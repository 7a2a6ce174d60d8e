/**
 * A customer's KYC record filled in through the step calls their browser makes, from inside their
 * signed-in page: the bank registration, the five data steps with options from the master-data
 * lists, the uploads (pictures drawn on a canvas, the statement video recorded from the fake
 * camera) and the submission. For tests whose subject is what happens after the onboarding (the
 * onboarding screens themselves are walked in onboarding.spec.ts).
 */
import { SAMPLE_CUSTOMER, sampleNik } from '@kilau/shared';
import type { Page } from '@playwright/test';

export interface KycPerson {
  fullname: string;
  /** YYYY-MM-DD */
  birth: string;
  female: boolean;
}

/** A NIK of the Jakarta sample home (Kebayoran Lama, 31.74.05) that matches the birth date and gender. */
export function nikFor(p: KycPerson): string {
  const serial = Math.floor(Math.random() * 9000) + 1000;
  return sampleNik(SAMPLE_CUSTOMER.addresses.jakarta.district_type, p.birth, p.female, serial);
}

/**
 * Runs the whole onboarding's calls in the page and answers the record id; with `upToContact`, only
 * the bank registration and steps 1–4, so a test walks the emergency contact and what follows.
 */
export async function submitKycFromPage(
  page: Page,
  person: KycPerson,
  options: {
    upToContact?: boolean;
    /** Answers of step 1 beside the sample's (the PEP question's, for one). */
    personal?: Record<string, unknown>;
  } = {},
): Promise<string> {
  const ktp = nikFor(person);
  const upToContact = options.upToContact === true;
  const personal = options.personal ?? {};
  return page.evaluate(
    async ({ person, ktp, upToContact, personal, sample }) => {
      const token = localStorage.getItem('token') ?? '';
      const call = async (method: string, url: string, body?: unknown, raw?: FormData) => {
        const res = await fetch(url, {
          method,
          headers: raw
            ? { authorization: `Bearer ${token}` }
            : { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
        });
        const json = await res.json();
        if (!res.ok || (json.status_code !== undefined && json.status_code !== '00' && !raw)) {
          throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
        }
        return json;
      };
      const options = async (type: string, scope: string) =>
        (await call('GET', `/v2/master_data/${type}/${scope}`)).data as { _id: string; code: string }[];
      const first = async (type: string, scope: string, code?: string) => {
        const list = await options(type, scope);
        return (list.find((o) => o.code === code) ?? list[0])?._id ?? '';
      };
      const platforms = (await call('GET', '/v2/master_data/platform')).data.platform as {
        _id: string;
        app_name: string;
      }[];
      const platformId = platforms.find((p) => p.app_name === 'gofx')?._id ?? '';
      const bank = '037';
      const registered = await call('POST', '/v2/kyc/customer/platform', {
        platform_id: platformId,
        bank_code: bank,
        fullname: person.fullname,
        mothers_name: sample.mothersName,
        date_of_birth: person.birth,
        ktp_no: ktp,
        has_agree_account_terms: true,
        has_agree_savings_terms: true,
      });
      const id = registered.data._id as string;
      await call('PUT', `/v2/kyc/customer/platform/${id}`, {
        fullname: person.fullname,
        mothers_name: sample.mothersName,
        place_of_birth: 'Jakarta',
        date_of_birth: person.birth,
        ktp_no: ktp,
        ktp_issued_date: '2015-03-10',
        citizenship: 'wni',
        npwp_no: '',
        gender_type: await first('gender', bank, person.female ? 'P' : 'L'),
        religion_type: await first('religion', bank, sample.optionCodes.religion),
        marriage_type: await first('marriage', bank, sample.optionCodes.marriage),
        education_type: await first('education', bank, sample.optionCodes.education),
        dependent_no: 0,
        is_pep: false,
        ...personal,
      });
      await call('PUT', `/v2/kyc/customer/${id}`, {
        occupation_type: await first('occupation', platformId, sample.optionCodes.occupation),
        industrial_type: await first('industrial', platformId, sample.optionCodes.industrial),
        position_type: await first('position', platformId, sample.optionCodes.position),
        ...sample.employment,
        identity_address: sample.addresses.jakarta,
      });
      await call('PUT', `/v2/kyc/financial/${id}`, {
        fund_type: await first('fund', platformId),
        salary_type: await first('salary', platformId),
        monthly_transaction_type: await first('monthly_transaction', platformId),
        purpose_fund_type: await first('purpose_fund', platformId),
        purpose_open_account_type: await first('purpose_open_account', platformId),
        // No assets.
        ...sample.financial,
        building_asset: null,
        cash_asset: null,
      });
      await call('PUT', `/v2/kyc/bank/account/${id}`, sample.bankAccount);
      if (upToContact) return id;
      await call('PUT', `/v2/kyc/emergency_contact/${id}`, {
        fullname: 'Rudi Hartono',
        address: 'Jl Kopo No 5',
        postcode: '40921',
        phonenumber: '081298765432',
        relationship: 'Kakak',
        has_confirm_emergency_contact: true,
      });
      const upload = async (kind: string, blob: Blob, name: string) => {
        const form = new FormData();
        form.append('kind', kind);
        form.append('file', blob, name);
        return (await call('POST', `/v2/kyc/upload/${id}`, undefined, form)).data as string;
      };
      const picture = async (text: string, type = 'image/jpeg') => {
        const canvas = document.createElement('canvas');
        canvas.width = 480;
        canvas.height = 300;
        const g = canvas.getContext('2d') as CanvasRenderingContext2D;
        g.fillStyle = '#cfe3f5';
        g.fillRect(0, 0, 480, 300);
        g.fillStyle = '#1b365d';
        g.font = '28px sans-serif';
        g.fillText(text, 30, 150);
        return new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), type, 0.8));
      };
      const video = async () => {
        const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
        const recorder = new MediaRecorder(stream, { mimeType: 'video/mp4' });
        const chunks: Blob[] = [];
        recorder.ondataavailable = (e) => chunks.push(e.data);
        const stopped = new Promise((r) => {
          recorder.onstop = r;
        });
        recorder.start(500);
        await new Promise((r) => setTimeout(r, 1500));
        recorder.stop();
        await stopped;
        for (const t of stream.getTracks()) t.stop();
        return new Blob(chunks, { type: 'video/mp4' });
      };
      const paths: Record<string, string> = {};
      for (const kind of ['ktp', 'photo', 'photo_with_ktp']) {
        paths[kind] = await upload(kind, await picture(`CONTOH ${kind.toUpperCase()}`), `${kind}.jpg`);
      }
      // The signature pad exports a PNG.
      paths.signature = await upload(
        'signature',
        await picture('Tanda tangan', 'image/png'),
        'signature.png',
      );
      paths.statement_video = await upload('statement_video', await video(), 'pernyataan.mp4');
      await call('PUT', `/v2/kyc/attachment/${id}`, { ...paths, ...sample.attachment });
      await call('PATCH', `/v2/kyc/submission/${id}`, {});
      return id;
    },
    // The page cannot import the sample data: it is handed over as data.
    { person, ktp, upToContact, personal, sample: SAMPLE_CUSTOMER },
  );
}
