/** A report's kind as the officer reads it: 'LTKM', 'LTKT kas masuk', 'LTKT kas keluar'. */
import { MSG, type PpatkReportItem } from '@kilau/shared';

export function reportKindText(r: Pick<PpatkReportItem, 'kind' | 'cash_direction'>): string {
  if (r.kind === 'ltkm') return MSG.ppatkReportKindLtkm;
  return r.cash_direction === 'out' ? MSG.ppatkReportKindLtktOut : MSG.ppatkReportKindLtktIn;
}
