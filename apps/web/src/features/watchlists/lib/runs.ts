/** A rescreen's progress as the page shows it (decision 0111). Pure. */
import { MSG, type ScreeningRun } from '@kilau/shared';

/** How often a running rescreen is asked for its progress. */
export const RUN_POLL_MS = 2000;
/** How often an upload being read is asked where it stands (a 20 MB list takes seconds; decision 0120). */
export const UPLOAD_POLL_MS = 1000;

export const isRunActive = (run: Pick<ScreeningRun, 'status'>) =>
  run.status === 'queued' || run.status === 'running';
export const anyRunActive = (runs: readonly Pick<ScreeningRun, 'status'>[]) => runs.some(isRunActive);

export const RUN_STATUS_LABEL: Readonly<Record<ScreeningRun['status'], string>> = {
  queued: MSG.watchlistRunQueued,
  running: MSG.watchlistRunRunning,
  done: MSG.watchlistRunDone,
  failed: MSG.watchlistRunFailed,
};
export const RUN_STATUS_COLOR: Readonly<Record<ScreeningRun['status'], string>> = {
  queued: 'gray',
  running: 'navy',
  done: 'teal',
  failed: 'red',
};

/** 0–100; a finished run is full even when it had nobody to screen. */
export function runPercent(run: Pick<ScreeningRun, 'status' | 'total' | 'screened'>): number {
  if (run.status === 'done') return 100;
  if (run.total <= 0) return 0;
  return Math.min(100, Math.floor((run.screened / run.total) * 100));
}

/** '1.234 / 5.000' in Indonesian digits grouping. */
export function runProgressText(run: Pick<ScreeningRun, 'total' | 'screened'>): string {
  const n = new Intl.NumberFormat('id-ID');
  return `${n.format(run.screened)} / ${n.format(run.total)}`;
}
