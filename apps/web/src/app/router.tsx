/**
 * The route table. Each screen is its own lazy chunk, so a customer route never loads back-office
 * code and the landing page stays small. Declarative mode (BrowserRouter + useRoutes) on purpose:
 * the data router (createBrowserRouter) adds about 19 kB gzip to every first load for loaders and
 * actions the app does not use (decision 0051).
 */

import { MSG } from '@kilau/shared';
import { Center, Loader } from '@mantine/core';
import { type LazyExoticComponent, lazy, type ReactNode, Suspense, useEffect } from 'react';
import {
  matchRoutes,
  Navigate,
  Outlet,
  type RouteObject,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router';
import { paths } from '../config/paths';
import { session, useSession } from '../lib/session';

interface LazyScreen {
  lazy: LazyExoticComponent<() => ReactNode>;
  /** Set once loaded ahead (loadScreens): the screen then renders at once, not through `lazy`. */
  loaded: (() => ReactNode) | null;
}

function Screen({ screen }: { screen: LazyScreen }) {
  const Component = screen.loaded ?? screen.lazy;
  return <Component />;
}

/** Loads the screen of a route element made by `page`, for `loadScreens`. */
const preloads = new WeakMap<object, () => Promise<void>>();

const page = (load: () => Promise<{ default: () => ReactNode }>) => {
  const screen: LazyScreen = { lazy: lazy(load), loaded: null };
  const element = (
    <Suspense
      fallback={
        <Center mih="60dvh">
          <Loader aria-label={MSG.loading} />
        </Center>
      }
    >
      <Screen screen={screen} />
    </Suspense>
  );
  preloads.set(element, () =>
    load().then((m) => {
      screen.loaded = m.default;
    }),
  );
  return element;
};

function CustomerGuard() {
  const { token, role } = useSession();
  const location = useLocation();
  if (!token || role !== null)
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

function ScrollToTop() {
  const { pathname } = useLocation();
  // docs/product/back-office.md § Screens: every route change scrolls to the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each path change by design
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);
  return null;
}

function Root() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: paths.landing, element: page(() => import('../features/auth/components/landing-page')) },
      { path: paths.login, element: page(() => import('../features/auth/components/login-page')) },
      {
        path: paths.register,
        element: page(() => import('../features/registration/components/register-page')),
      },
      {
        path: paths.activation(),
        element: page(() => import('../features/auth/components/activation-page')),
      },
      {
        path: paths.confirmEmailChange(),
        element: page(() => import('../features/profile/components/confirm-email-page')),
      },
      { path: paths.welcome, element: page(() => import('../features/auth/components/welcome-page')) },
      {
        path: paths.brokerWillContact,
        element: page(() => import('../features/auth/components/broker-contact-page')),
      },
      // Two routes of the same screen, written out so that the build finds both (scripts/bench/bundle.mjs).
      {
        path: paths.resetPassword,
        element: page(() => import('../features/password-reset/components/forgot-page')),
      },
      {
        path: paths.resetPasswordAlias,
        element: page(() => import('../features/password-reset/components/forgot-page')),
      },
      {
        path: paths.resetOtp,
        element: page(() => import('../features/password-reset/components/reset-otp-page')),
      },
      {
        path: paths.confirmResetPassword,
        element: page(() => import('../features/password-reset/components/new-password-page')),
      },
      {
        element: <CustomerGuard />,
        children: [
          {
            element: page(() => import('./customer-shell')),
            children: [
              {
                path: paths.dashboard,
                element: page(() => import('./customer-dashboard-screen')),
              },
              {
                path: paths.profile,
                element: page(() => import('../features/profile/components/profile-page')),
              },
              {
                path: paths.dataRights,
                element: page(() => import('../features/data-rights/components/data-rights-page')),
              },
              {
                path: paths.periodicReview,
                element: page(() => import('./periodic-review-screen')),
              },
              {
                path: paths.periodicReviewUpdate,
                element: page(() => import('./periodic-update-screen')),
              },
              {
                path: paths.dataExportDownload(),
                element: page(() => import('../features/data-rights/components/download-page')),
              },
              {
                path: paths.platformChoice,
                element: page(() => import('../features/platform/components/platform-choice-page')),
              },
              {
                path: paths.chooseBank,
                element: page(() => import('../features/platform/components/choose-bank-page')),
              },
              {
                path: paths.bankRegistration,
                element: page(
                  () => import('../features/onboarding/components/bank-registration/bank-registration-page'),
                ),
              },
              { path: paths.accountStatus, element: page(() => import('./account-status-page')) },
              {
                path: paths.registerResume,
                element: page(() => import('../features/onboarding/components/resume/resume-page')),
              },
              {
                path: paths.registerPersonal,
                element: page(() => import('../features/onboarding/components/personal/personal-step-page')),
              },
              {
                path: paths.registerEmployment,
                element: page(
                  () => import('../features/onboarding/components/employment/employment-step-page'),
                ),
              },
              {
                path: paths.registerFinancial,
                element: page(
                  () => import('../features/onboarding/components/financial/financial-step-page'),
                ),
              },
              {
                path: paths.registerBankAccount,
                element: page(
                  () => import('../features/onboarding/components/bank-account/bank-account-step-page'),
                ),
              },
              {
                path: paths.registerContact,
                element: page(
                  () =>
                    import('../features/onboarding/components/emergency-contact/emergency-contact-step-page'),
                ),
              },
              {
                path: paths.registerAttachment,
                element: page(() => import('../features/onboarding/components/attachment/attachment-page')),
              },
              {
                path: paths.registerPreview,
                element: page(() => import('../features/onboarding/components/preview/preview-page')),
              },
              {
                path: paths.registerFix,
                element: page(() => import('../features/onboarding/components/fix/fix-page')),
              },
              {
                path: paths.registerWaiting,
                element: page(() => import('./waiting-route')),
              },
              {
                path: paths.videoRoom(),
                element: page(() => import('../features/video-call/components/video-room-page')),
              },
              {
                path: paths.credentialReveal(),
                element: page(() => import('../features/credentials/components/reveal-page')),
              },
            ],
          },
        ],
      },
      // Every other path: the back-office's screens or the 404 page, sorted out in a chunk of its
      // own (fallback-routes.tsx), so the customer's first load carries none of the back-office.
      { path: '*', element: page(() => import('./fallback-routes')) },
    ],
  },
];

/**
 * Loads the screens of the route at `pathname` (its layouts and its page), so that no screen of a
 * page the build rendered suspends on its chunk while main.tsx hydrates it: one hydrated once its
 * chunk ran would find a reply that arrived meanwhile (a query its layout started) and no longer
 * match its markup, rendered in the loading state (decision 0177). Their chunks are preloaded from
 * the HTML. Even loaded, each screen is hydrated in a pass of its own: React hydrates a Suspense
 * boundary (`page`'s) only after the tree around it has committed and run its effects. So a screen
 * shows what its layout also asks for (the footer's public configuration) only once hydrated
 * (`useHydrated`), unless the page was served with it (decision 0182).
 */
export async function loadScreens(pathname: string): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matched.map((m) => preloads.get(m.route.element as object)?.()));
}

let navigateOutside: ((to: string) => void) | null = null;

/** The app's routes; rendered inside BrowserRouter (main.tsx). */
export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateOutside = (to) => void navigate(to, { replace: true });
  }, [navigate]);
  return useRoutes(routes);
}

/** Used by the API client when the server says the session is dead. */
export function endSession() {
  // Staff go back to their own login (docs/product/back-office.md § Screens guards).
  const to = session.get().role === null ? paths.login : paths.loginAdmin;
  session.clear();
  if (navigateOutside) navigateOutside(to);
  else window.location.replace(to);
}
