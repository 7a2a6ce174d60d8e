import { MSG, ROLES } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/staff-paths';
import { navFor } from './backoffice-shell';

const labels = (role: number) => navFor(role).map((n) => n.label);

describe('back-office navigation by role (decision 0056)', () => {
  it('gives the broker admin the lists, the super admin the audit trail', () => {
    expect(labels(ROLES.brokerAdmin)).toContain(MSG.listNewTitle);
    expect(labels(ROLES.brokerAdmin)).not.toContain(MSG.staffNavAudit);
    expect(labels(ROLES.superAdmin)).toContain(MSG.staffNavAudit);
  });

  it("names each list once: one 'Peserta Baru', one 'Peserta Terdaftar' for every role (decision 0134)", () => {
    for (const role of [ROLES.superAdmin, ROLES.brokerAdmin, ROLES.brokerViewer, ROLES.bankAdmin]) {
      const entries = labels(role);
      expect(entries.filter((l) => l.startsWith(MSG.listNewTitle))).toEqual([MSG.listNewTitle]);
      expect(entries.filter((l) => l.startsWith(MSG.listRegisteredTitle))).toEqual([MSG.listRegisteredTitle]);
      expect(new Set(entries).size).toBe(entries.length);
    }
    // The broker's own screens (/esp-kyc, /esp-terdaftar) light the same entries.
    const fresh = navFor(ROLES.brokerAdmin).find((n) => n.label === MSG.listNewTitle);
    expect(fresh?.to).toBe(paths.adminNew);
    expect(fresh?.also).toEqual([paths.brokerNew]);
  });

  it('gives the failed deliveries to the super admin alone', () => {
    expect(labels(ROLES.superAdmin)).toContain(MSG.staffNavFailedJobs);
    for (const role of [
      ROLES.brokerAdmin,
      ROLES.brokerViewer,
      ROLES.bankAdmin,
      ROLES.tradeDesk,
      ROLES.videoOfficer,
    ])
      expect(labels(role)).not.toContain(MSG.staffNavFailedJobs);
  });

  it('gives the watch lists (Daftar Pantauan) to the super admin alone', () => {
    expect(labels(ROLES.superAdmin)).toContain(MSG.staffNavWatchlists);
    for (const role of [
      ROLES.brokerAdmin,
      ROLES.brokerViewer,
      ROLES.bankAdmin,
      ROLES.tradeDesk,
      ROLES.videoOfficer,
    ])
      expect(labels(role)).not.toContain(MSG.staffNavWatchlists);
  });

  it('gives the risk model’s versions (Model Risiko) to the super admin alone', () => {
    expect(labels(ROLES.superAdmin)).toContain(MSG.riskModelsTitle);
    for (const role of [
      ROLES.brokerAdmin,
      ROLES.brokerViewer,
      ROLES.bankAdmin,
      ROLES.tradeDesk,
      ROLES.videoOfficer,
    ])
      expect(labels(role)).not.toContain(MSG.riskModelsTitle);
  });

  it('gives the partners’ integrations (Integrasi) to the super admin alone', () => {
    expect(navFor(ROLES.superAdmin)).toContainEqual({
      to: paths.integrations,
      label: MSG.staffNavIntegrations,
    });
    for (const role of [
      ROLES.brokerAdmin,
      ROLES.brokerViewer,
      ROLES.bankAdmin,
      ROLES.tradeDesk,
      ROLES.videoOfficer,
    ])
      expect(labels(role)).not.toContain(MSG.staffNavIntegrations);
  });

  it('gives the users directory to the super admin and the broker, the demo accounts to the broker only', () => {
    expect(labels(ROLES.brokerAdmin)).toEqual(expect.arrayContaining([MSG.staffNavDemo, MSG.staffNavUsers]));
    expect(labels(ROLES.brokerViewer)).toEqual(expect.arrayContaining([MSG.staffNavDemo, MSG.staffNavUsers]));
    expect(labels(ROLES.superAdmin)).toContain(MSG.staffNavUsers);
    expect(labels(ROLES.superAdmin)).not.toContain(MSG.staffNavDemo);
    expect(labels(ROLES.bankAdmin)).not.toContain(MSG.staffNavUsers);
  });

  it('gives the trade transactions to the super admin and the broker roles too, not to the bank admin', () => {
    for (const role of [ROLES.superAdmin, ROLES.brokerAdmin, ROLES.brokerViewer]) {
      expect(labels(role)).toContain(MSG.staffNavTransactions);
    }
    expect(labels(ROLES.bankAdmin)).not.toContain(MSG.staffNavTransactions);
  });

  it('gives the managing-bank list, with its waiting count, to the roles that read it', () => {
    for (const role of [ROLES.superAdmin, ROLES.brokerAdmin, ROLES.bankAdmin, ROLES.brokerViewer]) {
      expect(navFor(role)).toContainEqual({
        to: paths.managingBank,
        label: MSG.managingBankNav,
        badge: 'unverified-bank',
      });
    }
    for (const role of [ROLES.tradeDesk, ROLES.videoOfficer])
      expect(labels(role)).not.toContain(MSG.managingBankNav);
  });

  it("gives 'Menunggu Persetujuan', with the count to decide, to the roles that propose or decide", () => {
    for (const role of [ROLES.superAdmin, ROLES.brokerAdmin, ROLES.brokerViewer]) {
      expect(navFor(role)).toContainEqual({
        to: paths.proposals,
        label: MSG.staffNavProposals,
        badge: 'proposals',
      });
    }
    for (const role of [ROLES.bankAdmin, ROLES.tradeDesk, ROLES.videoOfficer])
      expect(labels(role)).not.toContain(MSG.staffNavProposals);
  });

  it("gives 'Permintaan Data', with the open count, to the broker admin and the super admin alone", () => {
    for (const role of [ROLES.superAdmin, ROLES.brokerAdmin]) {
      expect(navFor(role)).toContainEqual({
        to: paths.dataRequests,
        label: MSG.staffNavDataRequests,
        badge: 'data-requests',
      });
    }
    for (const role of [ROLES.brokerViewer, ROLES.bankAdmin, ROLES.tradeDesk, ROLES.videoOfficer])
      expect(labels(role)).not.toContain(MSG.staffNavDataRequests);
  });

  it("gives 'Pengkinian Data', with the overdue count, to the broker's reviewers and the super admin, not the bank", () => {
    for (const role of [ROLES.superAdmin, ROLES.brokerAdmin, ROLES.brokerViewer]) {
      expect(navFor(role)).toContainEqual({
        to: paths.periodicReviews,
        label: MSG.staffNavPeriodicReviews,
        badge: 'overdue-reviews',
      });
    }
    for (const role of [ROLES.bankAdmin, ROLES.tradeDesk, ROLES.videoOfficer])
      expect(labels(role)).not.toContain(MSG.staffNavPeriodicReviews);
  });

  it('keeps the bank admin to the lists, the trade desk to transactions, the video officer to the video-call list', () => {
    const own = [MSG.staffNavPosgold, MSG.staffNavProfile, MSG.securityTitle];
    expect(labels(ROLES.bankAdmin)).toEqual([
      MSG.staffDashboardTitle,
      MSG.listNewTitle,
      MSG.listRegisteredTitle,
      MSG.listRejectedTitle,
      MSG.listBlacklistTitle,
      MSG.managingBankNav,
      ...own,
    ]);
    expect(navFor(ROLES.tradeDesk)[0]).toEqual({ to: paths.transactions, label: MSG.staffNavTransactions });
    expect(labels(ROLES.tradeDesk)).toEqual([MSG.staffNavTransactions, ...own]);
    expect(labels(ROLES.videoOfficer)).toEqual([MSG.videoListTitle, ...own]);
    expect(navFor(ROLES.videoOfficer)[0]).toEqual({ to: paths.videoCallList, label: MSG.videoListTitle });
    // The broker's staff read the list (the officer alone acts on it); the bank does not.
    expect(labels(ROLES.brokerAdmin)).toContain(MSG.videoListTitle);
    expect(labels(ROLES.brokerViewer)).toContain(MSG.videoListTitle);
    expect(labels(ROLES.bankAdmin)).not.toContain(MSG.videoListTitle);
  });

  it("gives 'Perlu Perbaikan' beside the new list to the broker's reviewers and the super admin, not the bank", () => {
    for (const role of [ROLES.superAdmin, ROLES.brokerAdmin, ROLES.brokerViewer]) {
      const entries = navFor(role).map((n) => n.to);
      expect(entries.indexOf(paths.adminNeedsFix)).toBe(entries.indexOf(paths.adminNew) + 1);
      expect(labels(role)).toContain(MSG.staffNavNeedsFix);
    }
    expect(navFor(ROLES.bankAdmin).map((n) => n.to)).not.toContain(paths.adminNeedsFix);
  });

  it("links every staff member straight to 'Keamanan akun' on their profile (decision 0127)", () => {
    for (const role of [
      ROLES.superAdmin,
      ROLES.brokerAdmin,
      ROLES.bankAdmin,
      ROLES.tradeDesk,
      ROLES.videoOfficer,
    ]) {
      expect(navFor(role)).toContainEqual({
        to: `${paths.staffProfile}#keamanan-akun`,
        label: MSG.securityTitle,
      });
    }
  });

  it("gives 'Dasbor Kepatuhan' then 'Pemantauan Transaksi' to the compliance officer, whose work it is, and to no other role", () => {
    expect(navFor(ROLES.complianceOfficer).slice(0, 2)).toEqual([
      { to: paths.complianceDashboard, label: MSG.dashboardComplianceTitle },
      { to: paths.monitoring, label: MSG.staffNavMonitoring },
    ]);
    // Nothing of the review: the officer reads alerts only (decision 0205).
    expect(labels(ROLES.complianceOfficer)).not.toContain(MSG.listNewTitle);
    for (const role of Object.values(ROLES).filter((r) => r !== ROLES.complianceOfficer)) {
      expect(labels(role)).not.toContain(MSG.staffNavMonitoring);
      expect(labels(role)).not.toContain(MSG.dashboardComplianceTitle);
    }
  });

  it("gives 'Skenario Pemantauan' after 'Kasus Pemantauan' to the compliance officer alone (decision 0214)", () => {
    const work = navFor(ROLES.complianceOfficer).map((n) => n.to);
    expect(work.slice(0, 5)).toEqual([
      paths.complianceDashboard,
      paths.monitoring,
      paths.monitoringCases,
      paths.scenarioSets,
      paths.ppatkReports,
    ]);
    expect(navFor(ROLES.complianceOfficer)[3]?.label).toBe(MSG.staffNavScenarioSets);
    for (const role of Object.values(ROLES).filter((r) => r !== ROLES.complianceOfficer)) {
      expect(navFor(role).map((n) => n.to)).not.toContain(paths.scenarioSets);
    }
  });
});
