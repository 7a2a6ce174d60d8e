import { MSG, ROLES } from '@kilau/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { mockApi, renderScreen } from '../../../testing/render';
import AuditTrailPage from './audit-trail-page';

// mantine-datatable cannot lay itself out in jsdom: a plain table with the same props stands in.
vi.mock('mantine-datatable', () => import('../../../testing/datatable-stand-in'));

const PARTICIPANT = '0b6f4a52-5d1c-4b6e-9c1e-3f2a7d9e8c10';

describe('audit trail of one participant', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('asks for the participant’s rows and shows a staff member’s reading of their data by its label', async () => {
    session.signIn('t', ROLES.superAdmin, 'superadmin');
    const api = mockApi({
      [`GET /v1/super-admin/activity?limit=10&skip=0&participant=${PARTICIPANT}`]: {
        body: {
          status_code: '00',
          data: {
            total: 1,
            activity: [
              {
                _id: 'a1',
                fullname: 'Siti Aminah',
                status: 2,
                action: 'participant.view',
                outcome: 'success',
                created_at: '2026-11-20T03:00:00.000Z',
                updated_at: '2026-11-26T04:10:00.000Z',
                operator_id: { _id: 's1', fullname: 'Ani Wijaya' },
                app_name: 'gofx',
                description: null,
                info: '{"city":"Jakarta","userIP":"198.51.100.7"}',
              },
            ],
          },
        },
      },
      'GET /v1/super-admin/activity/operators': { body: { status_code: '00', data: { operators: [] } } },
    });
    renderScreen(<AuditTrailPage />, {
      path: `/audit-trail?participant=${PARTICIPANT}`,
      route: '/audit-trail',
    });
    const row = (await screen.findByText('Siti Aminah')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain(MSG.auditActionParticipantView);
    expect(row.textContent).toContain('Ani Wijaya');
    expect(screen.getByText(MSG.auditTrailParticipantFilter)).toBeTruthy();
    expect(api.calls.map((c) => c.key)).toContain(
      `GET /v1/super-admin/activity?limit=10&skip=0&participant=${PARTICIPANT}`,
    );
  });
});
