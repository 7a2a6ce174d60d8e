/**
 * The staff back-office's frame (docs/product/back-office.md § Screens): a header with the brand, the staff member and Keluar,
 * a navigation whose entries follow the role (decision 0056), and the page. The access token is
 * renewed every 150 s while the back-office is open; a refused renewal ends the session. A decision
 * the server holds back for a fresh second factor opens the one step-up dialog (`StepUpHost`).
 */
import {
  DATA_REQUEST_ROLES,
  DEMO_ACCOUNT_ROLES,
  FOUR_EYES_DECIDE_ROLES,
  FOUR_EYES_PROPOSE_ROLES,
  INTEGRATION_ROLES,
  MANAGING_BANK_READ_ROLES,
  MSG,
  PERIODIC_REVIEW_ROLES,
  prefixForRole,
  REVIEW_ACTION_ROLES,
  ROLES,
  TRADE_READ_ROLES,
  USERS_DIRECTORY_ROLES,
  VIDEO_LIST_ROLES,
} from '@kilau/shared';
import { AppShell, Badge, Button, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { BrandMark } from '../../components/ui/brand-mark';
import { paths } from '../../config/staff-paths';
import { logoutStaff, refreshStaffToken } from '../../features/auth/api/staff-session';
import { mayReadNeedsFix } from '../../features/case-ownership/lib/needs-fix-access';
import { useOpenDataRequestCount } from '../../features/data-rights/api/staff-data-requests';
import { useProposalCount } from '../../features/four-eyes/api/proposal-count';
import { useUnverifiedCount } from '../../features/managing-bank/api/managing-bank';
import { useOverdueReviewCount } from '../../features/periodic-review/api/staff-periodic-reviews';
import { useStaffInactivity } from '../../features/session/use-staff-inactivity';
import { StepUpHost } from '../../features/staff-mfa/components/step-up-dialog';
import { session, useSession } from '../../lib/session';
import { STAFF_SECURITY_ANCHOR } from '../../lib/staff/security-anchor';
import { useStaffPrefix } from '../../lib/staff/staff-prefix';
import { rememberStaffSignOut } from '../../lib/staff/staff-sign-out';

const REFRESH_MS = 150_000;

interface NavEntry {
  to: string;
  label: string;
  /**
   * A count shown beside the label: the managing-bank accounts waiting for verification, the
   * proposals waiting for the caller's decision, the customers' open data requests.
   */
  badge?: 'unverified-bank' | 'proposals' | 'data-requests' | 'overdue-reviews';
  /** Other pages of the same list that light this entry (the broker's /esp-kyc, decision 0134). */
  also?: string[];
}

/** Every staff member's own entries, after their work. */
const OWN: NavEntry[] = [
  { to: paths.posgold, label: MSG.staffNavPosgold },
  { to: paths.staffProfile, label: MSG.staffNavProfile },
  // 'Keamanan akun' is a section of the profile page: its factors and sessions, one click away.
  { to: `${paths.staffProfile}#${STAFF_SECURITY_ANCHOR}`, label: MSG.securityTitle },
];
const mayReadManagingBank = (role: number | null) =>
  role !== null && (MANAGING_BANK_READ_ROLES as readonly number[]).includes(role);
/** Whoever may propose or decide a four-eyes decision of any kind has the proposals page. */
const FOUR_EYES_ROLES = new Set<number>(
  [...Object.values(FOUR_EYES_PROPOSE_ROLES), ...Object.values(FOUR_EYES_DECIDE_ROLES)].flat(),
);
const usesFourEyes = (role: number | null) => role !== null && FOUR_EYES_ROLES.has(role);
const answersDataRequests = (role: number | null) =>
  role !== null && (DATA_REQUEST_ROLES as readonly number[]).includes(role);
const readsPeriodicReviews = (role: number | null) =>
  role !== null && (PERIODIC_REVIEW_ROLES as readonly number[]).includes(role);

export function navFor(role: number | null): NavEntry[] {
  return [...workFor(role), ...OWN];
}

function workFor(role: number | null): NavEntry[] {
  if (role === ROLES.tradeDesk) return [{ to: paths.transactions, label: MSG.staffNavTransactions }];
  if (role === ROLES.videoOfficer) return [{ to: paths.videoCallList, label: MSG.videoListTitle }];
  // The compliance officer's work is the monitoring, across the broker's platforms (decision 0205),
  // its figures first: where the alerts, cases and reports stand before opening any list.
  if (role === ROLES.complianceOfficer)
    return [
      { to: paths.complianceDashboard, label: MSG.dashboardComplianceTitle },
      { to: paths.monitoring, label: MSG.staffNavMonitoring },
      { to: paths.monitoringCases, label: MSG.staffNavMonitoringCases },
      // The scenarios that raise the alerts, versioned as the risk model is (decision 0214).
      { to: paths.scenarioSets, label: MSG.staffNavScenarioSets },
      { to: paths.ppatkReports, label: MSG.staffNavPpatkReports },
    ];
  if (role === null || prefixForRole(role) === null)
    return [{ to: paths.admin, label: MSG.staffDashboardTitle }];
  // The broker's screens of docs/product/back-office.md (/esp-kyc, /esp-terdaftar) list the same participants as
  // /nsb-baru and /nsb-terdaftar: one entry each, lit on either page (decision 0134).
  const broker = (REVIEW_ACTION_ROLES.approve as readonly number[]).includes(role);
  const lists: NavEntry[] = [
    { to: paths.admin, label: MSG.staffDashboardTitle },
    { to: paths.adminNew, label: MSG.listNewTitle, ...(broker ? { also: [paths.brokerNew] } : {}) },
    // The files sent back to the customer (decision 0112): for those who send them, and the super admin.
    ...(mayReadNeedsFix(role) ? [{ to: paths.adminNeedsFix, label: MSG.staffNavNeedsFix }] : []),
    {
      to: paths.adminRegistered,
      label: MSG.listRegisteredTitle,
      ...(broker ? { also: [paths.brokerRegistered] } : {}),
    },
    { to: paths.adminRejected, label: MSG.listRejectedTitle },
    { to: paths.adminBlacklist, label: MSG.listBlacklistTitle },
  ];
  const video = (VIDEO_LIST_ROLES as readonly number[]).includes(role)
    ? [{ to: paths.videoCallList, label: MSG.videoListTitle }]
    : [];
  const demo = (DEMO_ACCOUNT_ROLES as readonly number[]).includes(role)
    ? [{ to: paths.demoAccounts, label: MSG.staffNavDemo }]
    : [];
  const superAdmin =
    role === ROLES.superAdmin
      ? [
          { to: paths.customersKyc, label: MSG.staffNavCustomersKyc },
          { to: paths.auditTrail, label: MSG.staffNavAudit },
          { to: paths.failedJobs, label: MSG.staffNavFailedJobs },
          { to: paths.watchlists, label: MSG.staffNavWatchlists },
          { to: paths.riskModels, label: MSG.riskModelsTitle },
        ]
      : [];
  // The partners' signed events (decision 0114).
  const integrations = (INTEGRATION_ROLES as readonly number[]).includes(role)
    ? [{ to: paths.integrations, label: MSG.staffNavIntegrations }]
    : [];
  const users = (USERS_DIRECTORY_ROLES as readonly number[]).includes(role)
    ? [{ to: paths.usersDirectory, label: MSG.staffNavUsers }]
    : [];
  const trades = (TRADE_READ_ROLES as readonly number[]).includes(role)
    ? [{ to: paths.transactions, label: MSG.staffNavTransactions }]
    : [];
  const proposals: NavEntry[] = usesFourEyes(role)
    ? [{ to: paths.proposals, label: MSG.staffNavProposals, badge: 'proposals' }]
    : [];
  // The customers' requests about their data (decision 0113), due within 72 hours.
  const dataRequests: NavEntry[] = answersDataRequests(role)
    ? [{ to: paths.dataRequests, label: MSG.staffNavDataRequests, badge: 'data-requests' }]
    : [];
  // The periodic reviews of the customers' data (decision 0194), with the overdue count.
  const periodicReviews: NavEntry[] = readsPeriodicReviews(role)
    ? [{ to: paths.periodicReviews, label: MSG.staffNavPeriodicReviews, badge: 'overdue-reviews' }]
    : [];
  const managingBank: NavEntry[] = mayReadManagingBank(role)
    ? [{ to: paths.managingBank, label: MSG.managingBankNav, badge: 'unverified-bank' }]
    : [];
  return [
    ...lists,
    ...proposals,
    ...dataRequests,
    ...periodicReviews,
    ...video,
    ...demo,
    ...users,
    ...managingBank,
    ...trades,
    ...superAdmin,
    ...integrations,
  ];
}

/** The UNVERIFIED count beside 'Rekening Bank' (docs/product/back-office.md § Limits: asked with limit 1000); none at 0. */
function UnverifiedBankBadge() {
  const { role } = useSession();
  const count = useUnverifiedCount(mayReadManagingBank(role));
  if (!count.data) return null;
  return (
    <Badge size="sm" color="red.9" variant="filled" ml={6} data-testid="unverified-bank-count">
      <VisuallyHidden>{MSG.managingBankStatusUnverified}: </VisuallyHidden>
      {count.data}
    </Badge>
  );
}

/** The pending proposals the caller may decide, beside 'Menunggu Persetujuan'; none at 0. */
function ProposalsBadge() {
  const { role } = useSession();
  const count = useProposalCount(useStaffPrefix(), usesFourEyes(role));
  if (!count.data) return null;
  return (
    <Badge size="sm" color="red.9" variant="filled" ml={6} data-testid="proposal-count">
      <VisuallyHidden>{MSG.proposalCountBadge}: </VisuallyHidden>
      {count.data}
    </Badge>
  );
}

/** The overdue periodic reviews beside 'Pengkinian Data'; none at 0. */
function OverdueReviewsBadge() {
  const { role } = useSession();
  const count = useOverdueReviewCount(useStaffPrefix(), readsPeriodicReviews(role));
  if (!count.data) return null;
  return (
    <Badge size="sm" color="red.9" variant="filled" ml={6} data-testid="overdue-review-count">
      <VisuallyHidden>{MSG.periodicReviewOverdueCount}: </VisuallyHidden>
      {count.data}
    </Badge>
  );
}

/** The customers' open data requests beside 'Permintaan Data'; none at 0. */
function DataRequestsBadge() {
  const { role } = useSession();
  const count = useOpenDataRequestCount(useStaffPrefix(), answersDataRequests(role));
  if (!count.data) return null;
  return (
    <Badge size="sm" color="red.9" variant="filled" ml={6} data-testid="data-request-count">
      <VisuallyHidden>{MSG.dataRequestsOpenBadge}: </VisuallyHidden>
      {count.data}
    </Badge>
  );
}

export default function BackofficeShell({ children }: { children: ReactNode }) {
  const [opened, nav] = useDisclosure(false);
  const { role } = useSession();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const username = localStorage.getItem('username') ?? '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the mobile menu on each page change
  useEffect(() => {
    nav.close();
  }, [pathname]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      refreshStaffToken()
        // A renewal that answers after the sign-out (idle or Keluar) must not put a token back.
        .then((r) => {
          if (session.token()) session.replaceToken(r.token);
        })
        .catch(() => {
          // A 401 already ended the session through the API client's handler.
        });
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  // Idle for the limit (decision 0127): signed out, and the login says why and brings them back here.
  useStaffInactivity(() => {
    void logoutStaff().catch(() => {});
    rememberStaffSignOut({ reason: 'idle', from: `${pathname}${search}${hash}`, username });
    session.clear();
    void navigate(paths.loginAdmin, { replace: true });
  });

  function logout() {
    void logoutStaff().catch(() => {});
    // docs/product/back-office.md § States: logout clears local storage and the auth header.
    session.clear();
    void navigate(paths.loginAdmin, { replace: true });
  }

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
      bg="gray.0"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {/* A plain button: Mantine's Burger, shared with the customer's shell, would become a
                chunk of its own on every customer page (decision 0051). */}
            <UnstyledButton
              onClick={nav.toggle}
              hiddenFrom="sm"
              aria-label={MSG.staffMenu}
              aria-expanded={opened}
              fz={24}
              lh={1}
              px={6}
            >
              <span aria-hidden>{opened ? '✕' : '☰'}</span>
            </UnstyledButton>
            <BrandMark />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" fw={600} visibleFrom="xs">
              {username}
            </Text>
            <Button variant="default" size="xs" onClick={logout}>
              {MSG.staffLogout}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      {/* Scrolls on its own: the super admin's menu is taller than a laptop's screen, and its last
          entries ('Keamanan akun') must stay reachable. */}
      <AppShell.Navbar p="xs" component="nav" aria-label={MSG.staffMenu} style={{ overflowY: 'auto' }}>
        {navFor(role).map((item) => {
          const active =
            `${pathname}${hash}` === item.to ||
            (!hash && (pathname === item.to || (item.also?.includes(pathname) ?? false)));
          // Plain links styled here rather than Mantine's NavLink, which the customer's shell
          // uses: shared, it would become a chunk of its own on every customer page.
          return (
            <UnstyledButton
              key={item.to}
              component={NavLink}
              to={item.to}
              px="sm"
              py={10}
              fz="sm"
              fw={active ? 700 : 500}
              bg={active ? 'gold.1' : undefined}
              c="navy.8"
              style={{ borderRadius: 6, display: 'block' }}
            >
              {item.label}
              {item.badge === 'unverified-bank' && <UnverifiedBankBadge />}
              {item.badge === 'proposals' && <ProposalsBadge />}
              {item.badge === 'data-requests' && <DataRequestsBadge />}
              {item.badge === 'overdue-reviews' && <OverdueReviewsBadge />}
            </UnstyledButton>
          );
        })}
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
      <StepUpHost />
    </AppShell>
  );
}
