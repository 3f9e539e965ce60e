// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../web/src/app/providers';
import { routes } from '../../../web/src/app/router';
import { provideRuntimeConfig } from '../../../web/src/lib/runtime-config';
import { admin, fakeSession, grower, renderApp } from './support/fakes';

/** The real route table and guards, with a stand-in session. */
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const wait = <T,>(check: () => T) => vi.waitFor(check, { timeout: 10_000 });
const at = (router: { state: { location: { pathname: string } } }, pathname: string) =>
  wait(() => expect(router.state.location.pathname).toBe(pathname));

describe('redirects', () => {
  it.each(['/', '/app', '/app/'])('%s goes to /app/Home', async (path) => {
    const { router } = renderApp(path, { session: fakeSession(grower()) });
    await at(router, '/app/Home');
    await wait(() => expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy());
  });
  it('/documentation goes to the getting-started overview, a public page', async () => {
    const { router } = renderApp('/documentation');
    await at(router, '/documentation/getting-started/overview');
    await wait(() => expect(screen.getByRole('heading', { level: 1, name: 'Overview for growers' })).toBeTruthy());
    expect(document.getElementById('about')).toBeTruthy();
  });
  it("the profile's Back to Home target /app/Dashboard is the home dashboard", async () => {
    const { router } = renderApp('/app/Dashboard', { session: fakeSession(grower()) });
    await at(router, '/app/Home');
  });
});

describe('guards', () => {
  it('a logged-out visit to a protected page runs the logout sequence and goes to /login, page kept', async () => {
    const { router, session } = renderApp('/app/profile?tab=1');
    await at(router, '/login');
    expect(session.ended).toBeGreaterThanOrEqual(1);
    expect(router.state.location.state).toEqual({ from: { pathname: '/app/profile', search: '?tab=1', hash: '' } });
    // the login route is lazy: its module may still be loading when the location has changed
    await wait(() => expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy());
  });
  it('a logged-out visit to the admin area also ends on /login', async () => {
    const { router } = renderApp('/fieldwork-admin/formula');
    await at(router, '/login');
  });
  it('a user without a valid subscription is sent to /app/subscription, which says why', async () => {
    const lapsed = grower({ subscription: { type: 'lite', expiredDate: '01-01-2020' } });
    const { router } = renderApp('/app/Management/FieldManagement', { session: fakeSession(lapsed) });
    await at(router, '/app/subscription');
    await wait(() => expect(screen.getByText(/Your lite subscription expired on 01-01-2020/)).toBeTruthy());
  });
  it('an admin without a subscription passes', async () => {
    const { router } = renderApp('/app/Management/ZoneManagement', {
      session: fakeSession(admin({ subscription: null })),
    });
    await wait(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Irrigation Zone Management' })).toBeTruthy(),
    );
    expect(router.state.location.pathname).toBe('/app/Management/ZoneManagement');
  });
  it('a grower in the admin area is told it is for administrators only', async () => {
    renderApp('/fieldwork-admin/prediction', { session: fakeSession(grower()) });
    await wait(() => expect(screen.getByText('Sorry, this page is for administrators only.')).toBeTruthy());
    expect(screen.queryByRole('heading', { name: 'Prediction Data' })).toBeNull();
  });
  it('an admin reaches the admin area without a subscription check', async () => {
    // The Prediction page reads the runtime config (simulated weather), which main.tsx loads before rendering.
    provideRuntimeConfig({
      stage: 'local',
      region: 'x',
      userPoolId: 'local_a',
      userPoolClientId: 'c',
      userPoolEndpoint: 'http://127.0.0.1:1',
      authFlowType: 'USER_PASSWORD_AUTH',
      apiBaseUrl: '',
    });
    try {
      renderApp('/fieldwork-admin/prediction', {
        session: fakeSession(admin({ subscription: { type: 'lite', expiredDate: '01-01-2020' } })),
      });
      await wait(() => expect(screen.getByRole('heading', { level: 1, name: 'Prediction Data' })).toBeTruthy());
    } finally {
      provideRuntimeConfig(undefined);
    }
  });
});

describe('404 and error pages', () => {
  it('an unknown public path shows the 404 text without logging in', async () => {
    renderApp('/no/such/page');
    await wait(() => expect(screen.getByText('Sorry, the page you were trying to view does not exist.')).toBeTruthy());
  });
  it('an unknown path inside the app shows the 404 text inside the shell', async () => {
    renderApp('/app/NoSuchPage', { session: fakeSession(grower()) });
    await wait(() => expect(screen.getByText('Sorry, the page you were trying to view does not exist.')).toBeTruthy());
    expect(screen.getByText('Hello, demo')).toBeTruthy();
  });
  it('/error shows the generic error text', async () => {
    renderApp('/error');
    await wait(() => expect(screen.getByText('Sorry, a critical error occurred on this page.')).toBeTruthy());
  });
  it('a page that fails to render shows the generic error text (error boundary)', async () => {
    const Boom = () => {
      throw new Error('render failure');
    };
    const root = routes[0]!;
    const withBoom: RouteObject[] = [
      { ...root, children: [{ path: 'boom', element: <Boom /> }, ...(root.children ?? [])] } as RouteObject,
    ];
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProviders session={fakeSession()}>
        <RouterProvider router={createMemoryRouter(withBoom, { initialEntries: ['/boom'] })} />
      </AppProviders>,
    );
    await wait(() => expect(screen.getByText('Sorry, a critical error occurred on this page.')).toBeTruthy());
    spy.mockRestore();
  });
});

describe('shell', () => {
  it('greets the user, builds the breadcrumb and shows growers no Fieldwork menu', async () => {
    renderApp('/app/Management/SensorManagement', { session: fakeSession(grower()) });
    await wait(() => expect(screen.getByRole('heading', { level: 1, name: 'Sensor Management' })).toBeTruthy());
    expect(screen.getByText('Hello, demo')).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    expect(crumbs.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Fieldwise', '/app'],
      ['Management', '/app/Management'],
      ['Sensors', '/app/Management/SensorManagement'],
    ]);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    for (const name of ['My Farms and Fields', 'My Irrigation Zones', 'My Sensors', 'My Gateways'])
      expect(within(menu).getByRole('link', { name })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Dashboard' })).toBeTruthy();
    expect(within(menu).queryByText('Fieldwork')).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Formula' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'My Sensors' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Fieldwise home' }).getAttribute('href')).toBe('/app/Home');
    expect(screen.getByRole('link', { name: 'Support' }).getAttribute('href')).toMatch(
      /^mailto:support@fieldwise\.example/,
    );
    expect(screen.getByRole('link', { name: 'About Us' })).toBeTruthy();
  });

  it('shows admins the Fieldwork group', async () => {
    renderApp('/app/Home', { session: fakeSession(admin()) });
    await wait(() => expect(screen.getByText('Hello, admin')).toBeTruthy());
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByText('Fieldwork')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Formula' }).getAttribute('href')).toBe('/fieldwork-admin/formula');
    expect(within(menu).getByRole('link', { name: 'Prediction' }).getAttribute('href')).toBe(
      '/fieldwork-admin/prediction',
    );
  });

  it('opens and closes the sidebar and remembers it', async () => {
    renderApp('/app/Home', { session: fakeSession(grower()) });
    await wait(() => expect(screen.getByText('Hello, demo')).toBeTruthy());
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(localStorage.getItem('fieldwise.sidebarOpen')).toBe('false');
    cleanup();
    renderApp('/app/Home', { session: fakeSession(grower()) });
    await wait(() => expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy());
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('the account menu works from the keyboard and leads to the profile', async () => {
    const { router } = renderApp('/app/Home', { session: fakeSession(grower()) });
    await wait(() => expect(screen.getByText('Hello, demo')).toBeTruthy());
    const button = screen.getByRole('button', { name: 'Account menu for demo' });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await wait(() => screen.getByRole('menu'));
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent?.trim())).toEqual([
      'Profile',
      'Alert preferences',
      'Invitations',
      'Recently deleted',
      'Logout',
    ]);
    await wait(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.click(await wait(() => screen.getByRole('menuitem', { name: 'Profile' })));
    await at(router, '/app/profile');
  });

  it('Logout runs the logout sequence and reloads', async () => {
    const { session, onReload } = renderApp('/app/Home', { session: fakeSession(grower()) });
    await wait(() => expect(screen.getByText('Hello, demo')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for demo' }));
    fireEvent.click(await wait(() => screen.getByRole('menuitem', { name: 'Logout' })));
    await wait(() => expect(onReload).toHaveBeenCalledOnce());
    expect(session.ended).toBe(1);
  });
});
