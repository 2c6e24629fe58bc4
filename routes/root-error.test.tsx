import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { httpError } from '@adapters/http/api-error';
import { I18nProvider } from '@ui/i18n';
import { theme } from '@ui/theme';
import { Route as RootRoute } from './__root';

// The root route's error component is the router's error view: a loader that throws shows it.
describe('router error view', () => {
  it("shows 'Something went wrong...' with the error text, Home and Refresh", async () => {
    const root = createRootRoute({ component: Outlet, errorComponent: RootRoute.options.errorComponent });
    const broken = createRoute({
      getParentRoute: () => root,
      path: '/',
      loader: () => {
        throw new Error('The payment settings are unreachable');
      },
      component: () => null,
    });
    const router = createRouter({ routeTree: root.addChildren([broken]), history: createMemoryHistory() });
    render(
      <MantineProvider theme={theme}>
        <I18nProvider locale="en" setLocale={() => {}}>
          <RouterProvider router={router} />
        </I18nProvider>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong...' })).toBeInTheDocument();
    expect(screen.getByText('The payment settings are unreachable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  // A failed API answer with a status shows that status's page (docs/reference/store-shell.md §5.10):
  // 400, 403 and 404 as they are, any 5xx as 500; each with Back Home.
  it.each([
    [400, 400, 'Sorry, request error'],
    [403, 403, 'Sorry, you are not authorized to access this page.'],
    [404, 404, 'Sorry, the page you visited does not exist.'],
    [503, 500, 'Sorry, something went wrong.'],
  ])('an answer of %i shows the %i page', async (status, page, heading) => {
    const root = createRootRoute({ component: Outlet, errorComponent: RootRoute.options.errorComponent });
    const failing = createRoute({
      getParentRoute: () => root,
      path: '/',
      loader: () => {
        throw httpError('GET', '/api/settings', status, { error: 'refused' });
      },
      component: () => null,
    });
    const router = createRouter({ routeTree: root.addChildren([failing]), history: createMemoryHistory() });
    render(
      <MantineProvider theme={theme}>
        <I18nProvider locale="en" setLocale={() => {}}>
          <RouterProvider router={router} />
        </I18nProvider>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByTestId(`status-${page}`)).toHaveTextContent(String(page));
    expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
  });
});
