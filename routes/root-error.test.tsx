import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
