/**
 * Every route of the app: accounts, management, dashboards and the admin pages. The login screen and
 * the guards are in the first bundle; the shell and every page load on demand, so /login stays
 * small.
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/spinner';
import { LoginRoute } from '../features/auth/routes/login';
import { RequireAdmin, RequireAuth, RequireSubscription } from './routes/guards';
import { PublicLayout } from './routes/public-layout';
import { appQueryClient } from './providers';
import { prefetchHome } from '../features/dashboard/routes/home-prefetch';
import { CriticalErrorPage, NotFoundContent, RouteErrorBoundary } from './routes/status-pages';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** A lazily loaded page: `load` imports the module, `pick` names its component. */
function page<M>(load: () => Promise<M>, pick: (m: M) => React.ComponentType): LazyRoute {
  return async () => ({ Component: pick(await load()) });
}

const shellModule = () => import('./shell/app-shell');
const homeModule = () => import('./routes/home');
const shell: LazyRoute = page(shellModule, (m) => m.AppShell);

/**
 * While someone types their name and password, the page that follows (the shell and Home) loads
 * in the background, once the login page has loaded and the browser is idle: on a 3G-like
 * connection that code is a few seconds the grower would otherwise wait after "Log in"
 * (docs/benchmarks.md). Only code: nothing of anyone's is asked before they are signed in.
 */
function preloadFirstPage(): null {
  if (typeof window === 'undefined') return null;
  const load = () => {
    void shellModule().catch(() => {});
    void homeModule().catch(() => {});
  };
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(load) : setTimeout(load, 500));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return null;
}

const redirect = (to: string) => ({ element: <Navigate to={to} replace /> });

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, ...redirect('/app/Home') },
      { path: 'login', element: <LoginRoute />, loader: preloadFirstPage },
      { path: 'register', element: <LoginRoute /> },
      { path: 'error', element: <CriticalErrorPage /> },
      {
        path: 'app',
        element: <RequireAuth />,
        children: [
          { index: true, ...redirect('/app/Home') },
          {
            element: <RequireSubscription />,
            children: [
              {
                lazy: shell,
                children: [
                  {
                    path: 'Home',
                    // Home's data is asked for alongside its code (home-prefetch.ts says why).
                    loader: ({ request }) => {
                      const client = appQueryClient();
                      if (client) void prefetchHome(client, new URL(request.url).searchParams);
                      return null;
                    },
                    lazy: page(homeModule, (m) => m.HomeWithReport),
                  },
                  {
                    path: 'Home/Dashboard',
                    lazy: page(
                      () => import('../features/dashboard/routes/detail'),
                      (m) => m.DetailDashboardRoute,
                    ),
                  },
                  // The profile's Back to Home goes to /app/Dashboard: the same home dashboard.
                  { path: 'Dashboard', ...redirect('/app/Home') },
                  { path: 'Management', ...redirect('/app/Management/FieldManagement') },
                  {
                    path: 'Management/FieldManagement',
                    lazy: page(
                      () => import('../features/management/routes/field-management'),
                      (m) => m.FieldManagementRoute,
                    ),
                  },
                  {
                    path: 'Management/ZoneManagement',
                    lazy: page(
                      () => import('../features/management/routes/zone-management'),
                      (m) => m.ZoneManagementRoute,
                    ),
                  },
                  {
                    path: 'Management/SensorManagement',
                    lazy: page(
                      () => import('../features/management/routes/sensor-management'),
                      (m) => m.SensorManagementRoute,
                    ),
                  },
                  {
                    path: 'Management/GatewayManagement',
                    lazy: page(
                      () => import('../features/management/routes/gateway-management'),
                      (m) => m.GatewayManagementRoute,
                    ),
                  },
                  {
                    path: 'Management/GatewayManagement/:gatewayId',
                    lazy: page(
                      () => import('../features/management/routes/lorawan-connection'),
                      (m) => m.LorawanConnectionRoute,
                    ),
                  },
                  {
                    path: 'Management/FarmAudit/:farmId',
                    lazy: page(
                      () => import('../features/audit/routes/farm-audit'),
                      (m) => m.FarmAuditRoute,
                    ),
                  },
                  {
                    path: 'Management/FarmMembers/:farmId',
                    lazy: page(
                      () => import('../features/teams/routes/farm-members'),
                      (m) => m.FarmMembersRoute,
                    ),
                  },
                  {
                    path: 'invitations',
                    lazy: page(
                      () => import('../features/teams/routes/invitations'),
                      (m) => m.InvitationsRoute,
                    ),
                  },
                  {
                    path: 'profile',
                    lazy: page(
                      () => import('../features/profile/routes/profile'),
                      (m) => m.ProfileRoute,
                    ),
                  },
                  {
                    path: 'subscription',
                    lazy: page(
                      () => import('../features/subscription/routes/subscription'),
                      (m) => m.SubscriptionRoute,
                    ),
                  },
                  {
                    path: 'checkout',
                    lazy: page(
                      () => import('../features/subscription/routes/checkout'),
                      (m) => m.CheckoutRoute,
                    ),
                  },
                  {
                    path: 'notifications',
                    lazy: page(
                      () => import('../features/notifications/routes/notifications'),
                      (m) => m.NotificationsRoute,
                    ),
                  },
                  {
                    path: 'deleted',
                    lazy: page(
                      () => import('../features/deleted/routes/recently-deleted'),
                      (m) => m.RecentlyDeletedRoute,
                    ),
                  },
                  {
                    path: 'notifications/preferences',
                    lazy: page(
                      () => import('../features/notifications/routes/preferences'),
                      (m) => m.AlertPreferencesRoute,
                    ),
                  },
                  {
                    path: 'tables',
                    lazy: page(
                      () => import('../features/demo/routes/demo-pages'),
                      (m) => m.TablesDemoRoute,
                    ),
                  },
                  { path: 'components', ...redirect('/app/components/buttons') },
                  {
                    path: 'components/buttons',
                    lazy: page(
                      () => import('../features/demo/routes/demo-pages'),
                      (m) => m.ButtonsDemoRoute,
                    ),
                  },
                  {
                    path: 'components/maps',
                    lazy: page(
                      () => import('../features/demo/routes/demo-pages'),
                      (m) => m.MapsDemoRoute,
                    ),
                  },
                  {
                    path: 'components/charts',
                    lazy: page(
                      () => import('../features/demo/routes/demo-pages'),
                      (m) => m.ChartsDemoRoute,
                    ),
                  },
                  { path: '*', element: <NotFoundContent /> },
                ],
              },
            ],
          },
        ],
      },
      {
        // The invitation e-mail's link: signed in (sign-in or sign-up return here), no plan needed.
        path: 'invite/:invitationId',
        element: <RequireAuth />,
        children: [
          {
            lazy: shell,
            children: [
              {
                index: true,
                lazy: page(
                  () => import('../features/teams/routes/invitation-link'),
                  (m) => m.InvitationLinkRoute,
                ),
              },
            ],
          },
        ],
      },
      {
        // Admins only, and no subscription check.
        path: 'fieldwork-admin',
        element: <RequireAuth />,
        children: [
          {
            lazy: shell,
            children: [
              {
                element: <RequireAdmin />,
                children: [
                  { index: true, ...redirect('/fieldwork-admin/formula') },
                  {
                    path: 'formula',
                    lazy: page(
                      () => import('../features/fieldwork/routes/formula'),
                      (m) => m.FormulaRoute,
                    ),
                  },
                  {
                    path: 'prediction',
                    lazy: page(
                      () => import('../features/fieldwork/routes/prediction'),
                      (m) => m.PredictionRoute,
                    ),
                  },
                  {
                    path: 'users',
                    lazy: page(
                      () => import('../features/fieldwork/routes/users'),
                      (m) => m.UsersRoute,
                    ),
                  },
                  { path: '*', element: <NotFoundContent /> },
                ],
              },
            ],
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          { path: 'documentation', ...redirect('/documentation/getting-started/overview') },
          {
            path: 'documentation/getting-started/overview',
            lazy: page(
              () => import('../features/documentation/routes/overview'),
              (m) => m.GettingStartedOverviewRoute,
            ),
          },
          {
            path: 'documentation/connect-your-sensors',
            lazy: page(
              () => import('../features/documentation/routes/connect-sensors'),
              (m) => m.ConnectSensorsRoute,
            ),
          },
          {
            path: 'documentation/connect-your-sensors/:guide',
            lazy: page(
              () => import('../features/documentation/routes/connect-sensors'),
              (m) => m.ConnectGuideRoute,
            ),
          },
          { path: '*', element: <NotFoundContent /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
