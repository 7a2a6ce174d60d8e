import { MSG, type RiskModel } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderScreen } from '../../../testing/render';
import { RiskModelForm } from './risk-model-form';

vi.setConfig({ testTimeout: 20_000 });

const JT = 1_000_000;
const factor = { points: 2 };
/** A version as stored before the monitoring factor existed (decision 0204). */
const BASE: RiskModel = {
  version: 'kilau-default-1',
  description: 'Model bawaan Kilau.',
  thresholds: { menengah: 4, tinggi: 8 },
  factors: {
    pep: { points: 10, floor: 'tinggi' },
    occupation: { ...factor, codes: ['PEDAGANG'] },
    industry: { ...factor, codes: ['G'] },
    source_of_funds: { ...factor, codes: ['WARISAN'] },
    income_vs_transactions: {
      points: 4,
      max_ratio: 3,
      income_upper: { LT_5JT: 5 * JT, '5JT_10JT': 10 * JT },
      transactions_lower: { LT_10JT: 0, '10JT_50JT': 10 * JT },
    },
    domicile: { ...factor, region_codes: [] },
    nationality: factor,
    channel: factor,
    dismissed_match: factor,
    shared_identity: factor,
  },
  review_months: { rendah: 36, menengah: 24, tinggi: 12 },
};

describe('RiskModelForm: the income and transaction bands', () => {
  it('edits the rupiah each band stands for, written as rupiah, and sends them in the new version', async () => {
    const onSubmit = vi.fn(async (_m: RiskModel) => {});
    const user = userEvent.setup();
    renderScreen(<RiskModelForm base={BASE} onSubmit={onSubmit} onCancel={() => {}} />, {
      path: '/model-risiko',
    });
    const incomes = screen.getByTestId('risk-bands-income_upper');
    expect(within(incomes).getByText(MSG.riskModelIncomeUpperLabel)).toBeTruthy();
    const band = within(incomes).getByLabelText('5JT_10JT') as HTMLInputElement;
    expect(band.value).toBe('Rp 10.000.000');
    await user.clear(band);
    await user.type(band, '12000000');
    const lower = within(screen.getByTestId('risk-bands-transactions_lower')).getByLabelText('10JT_50JT');
    expect((lower as HTMLInputElement).value).toBe('Rp 10.000.000');
    await user.type(screen.getByLabelText(new RegExp(MSG.riskModelVersionLabel)), 'kepatuhan-2027-1');
    await user.click(screen.getByRole('button', { name: MSG.riskModelSave }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0]?.[0];
    expect(sent?.version).toBe('kepatuhan-2027-1');
    expect(sent?.factors.income_vs_transactions.income_upper).toEqual({
      LT_5JT: 5 * JT,
      '5JT_10JT': 12 * JT,
    });
    expect(sent?.factors.income_vs_transactions.transactions_lower).toEqual({
      LT_10JT: 0,
      '10JT_50JT': 10 * JT,
    });
  });

  it('refuses an emptied band with the schema’s message under it, and sends nothing', async () => {
    const onSubmit = vi.fn(async (_m: RiskModel) => {});
    const user = userEvent.setup();
    renderScreen(<RiskModelForm base={BASE} onSubmit={onSubmit} onCancel={() => {}} />, {
      path: '/model-risiko',
    });
    await user.clear(within(screen.getByTestId('risk-bands-income_upper')).getByLabelText('LT_5JT'));
    await user.type(screen.getByLabelText(new RegExp(MSG.riskModelVersionLabel)), 'kepatuhan-2027-2');
    await user.click(screen.getByRole('button', { name: MSG.riskModelSave }));
    expect(
      await within(screen.getByTestId('risk-bands-income_upper')).findByText(MSG.riskModelRupiah),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('RiskModelForm: the monitoring alerts factor', () => {
  it('starts it at 0 points over 180 days from a version without it, and sends the points and days set', async () => {
    const onSubmit = vi.fn(async (_m: RiskModel) => {});
    const user = userEvent.setup();
    renderScreen(<RiskModelForm base={BASE} onSubmit={onSubmit} onCancel={() => {}} />, {
      path: '/model-risiko',
    });
    const alerts = screen.getByTestId('risk-factor-monitoring_alert');
    expect(within(alerts).getByText(MSG.riskFactorNameMonitoringAlert)).toBeTruthy();
    const points = within(alerts).getByLabelText(MSG.riskModelPointsLabel) as HTMLInputElement;
    const days = within(alerts).getByLabelText(MSG.riskModelAlertDaysLabel) as HTMLInputElement;
    expect([points.value, days.value]).toEqual(['0', '180']);
    await user.clear(points);
    await user.type(points, '5');
    await user.clear(days);
    await user.type(days, '4000');
    await user.type(screen.getByLabelText(new RegExp(MSG.riskModelVersionLabel)), 'kepatuhan-2027-3');
    await user.click(screen.getByRole('button', { name: MSG.riskModelSave }));
    // More than ten years is refused under the field; nothing is sent.
    expect(await within(alerts).findByText(MSG.riskModelAlertDays)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(days);
    await user.type(days, '90');
    await user.click(screen.getByRole('button', { name: MSG.riskModelSave }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].factors.monitoring_alert).toEqual({ points: 5, days: 90 });
  });
});

describe('RiskModelForm: what the server refuses', () => {
  it('puts a 422 field error under its field, not above the buttons', async () => {
    const onSubmit = vi.fn(async (_m: RiskModel) => {
      throw new ApiError(422, 422, MSG.invalidInput, [
        { field: 'document.thresholds.tinggi', message: MSG.riskModelThresholdsOrder },
      ]);
    });
    const user = userEvent.setup();
    renderScreen(<RiskModelForm base={BASE} onSubmit={onSubmit} onCancel={() => {}} />, {
      path: '/model-risiko',
    });
    await user.type(screen.getByLabelText(new RegExp(MSG.riskModelVersionLabel)), 'kepatuhan-2027-4');
    await user.click(screen.getByRole('button', { name: MSG.riskModelSave }));
    expect(await screen.findByText(MSG.riskModelThresholdsOrder)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
