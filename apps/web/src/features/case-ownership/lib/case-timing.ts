/**
 * How a file's age, due time and holder read in the lists and the detail (decision 0112). Age is
 * counted from the submission (the registration when a file predates the submission time).
 */
import { type CaseTiming, fillTemplate, type KycListItem, MSG, STATUS_NASABAH } from '@kilau/shared';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/id';

dayjs.extend(relativeTime);

type Timed = Pick<KycListItem, 'submitted_at' | 'created_at' | 'status_nasabah'> & CaseTiming;

/** When the file started waiting: the submission, else the registration. */
export const waitingSince = (r: Pick<KycListItem, 'submitted_at' | 'created_at'>) =>
  r.submitted_at ?? r.created_at;

/**
 * "3 hari", "5 jam", "< 1 menit": the time since submission, in Indonesian (under a minute in as few
 * words as the rest: a compact row has room for "Umur berkas: 5 jam", decision 0134).
 */
export function ageText(r: Pick<KycListItem, 'submitted_at' | 'created_at'>, now: Date = new Date()): string {
  const since = dayjs(waitingSince(r));
  if (dayjs(now).diff(since, 'second') < 60) return MSG.caseAgeUnderMinute;
  return since.locale('id').from(dayjs(now), true);
}

export type DueState = 'overdue' | 'paused' | 'today' | 'due' | 'none';

/** Overdue first (the server decides it), paused while the customer fixes, else when it is due. */
export function dueState(r: Timed, now: Date = new Date()): DueState {
  if (r.overdue) return 'overdue';
  if (r.status_nasabah === STATUS_NASABAH.needsFix) return 'paused';
  if (!r.due_at) return 'none';
  const wib = (d: Date | string) => new Date(new Date(d).getTime() + 7 * 3600_000).toISOString().slice(0, 10);
  return wib(r.due_at) === wib(now) ? 'today' : 'due';
}

/** The holder as the caller reads it: 'Anda tangani', 'Ditangani oleh …' or 'Belum diambil'. */
export function holderText(claim: CaseTiming['claim'], callerId: string | null): string {
  if (!claim) return MSG.caseUnclaimed;
  if (callerId !== null && claim.staff_id === callerId) return MSG.caseHeldByYou;
  return fillTemplate(MSG.caseHeldBy, { name: claim.name });
}
