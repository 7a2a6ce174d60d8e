/** Alerts as the server answers them, for the monitoring screens' tests. */
import type { MonitoringAlertItem } from '@kilau/shared';

/** Rp 550,000,000 in cash on one day: an LTKT candidate. */
export const ltktAlert: MonitoringAlertItem = {
  _id: '00000000-0000-4000-8000-0000000000c1',
  participant_id: '00000000-0000-4000-8000-0000000000d1',
  fullname: 'Galih Wibisono',
  platform: 'GOFX',
  kind: 'daily_cumulative',
  severity: 'high',
  ltkt_candidate: true,
  raised_at: '2026-12-01T03:15:00.000Z',
  set_version: 'kilau-scenarios-1',
  count: 2,
  sum_idr: 550_000_000,
  threshold_idr: 500_000_000,
  window_from: '2026-11-24T03:00:00.000Z',
  window_to: '2026-11-24T07:30:00.000Z',
};

/** A buy and a sell of one contract within a day, of the same participant. */
export const roundTripAlert: MonitoringAlertItem = {
  ...ltktAlert,
  _id: '00000000-0000-4000-8000-0000000000c2',
  kind: 'rapid_round_trip',
  severity: 'medium',
  ltkt_candidate: false,
  threshold_idr: null,
  sum_idr: 300_000_000,
  raised_at: '2026-12-01T05:00:00.000Z',
};
