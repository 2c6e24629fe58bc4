// The detail page's words: downloads grouped by the page's locale, the category a
// link to its apps, "Apps you may need" without the apps already under "More apps by", card
// titles as headings under their section, a preview that leads to the published version; and the
// catalogue's pager as a navigation landmark.
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { readStoreQuery } from '@domain/store';
import { I18nProvider, type Locale } from '@ui/i18n';
import { theme } from '@ui/theme';
import { AppDetail, type AppDetailData } from './AppDetail';
import { StoreCatalog } from './StoreCatalog';
import type { AppCardData } from './types';

function renderRouted(ui: ReactElement, locale: Locale = 'en') {
  const root = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: root, history: createMemoryHistory() });
  return render(
    <MantineProvider theme={theme}>
      <I18nProvider locale={locale} setLocale={() => {}}>
        <RouterProvider router={router} />
      </I18nProvider>
    </MantineProvider>,
  );
}

const card = (did: string, title: string): AppCardData => ({
  did,
  title,
  description: `${title} does things.`,
  logo: '/logo.svg',
  ownerName: 'Grace Hopper Labs',
  price: null,
  categoryName: 'Security',
  version: '1.0.0',
  downloads: 10,
  official: false,
});

const app: AppDetailData = {
  did: 'zApp',
  title: 'Silver Vault',
  description: 'Keeps things.',
  logo: '/logo.svg',
  ownerName: 'Grace Hopper Labs',
  version: '1.2.0',
  versionStatus: null,
  price: '7',
  categoryName: 'Security',
  categoryId: 'cat_security',
  downloads: 12345,
  publishedVersion: '1.2.0',
  blocked: false,
  blockReason: null,
};

const detail = (data: AppDetailData = app) => (
  <AppDetail
    app={data}
    readme=""
    versions={null}
    moreByAuthor={[card('zA', 'Blue Notes'), card('zB', 'Clear Docs')]}
    sameCategory={[card('zB', 'Clear Docs'), card('zC', 'Calm Forms')]}
    tab="overview"
    onTab={() => {}}
    primary={null}
    reviews={null}
    formatDate={(iso) => iso}
  />
);

describe('AppDetail', () => {
  it('groups downloads by the locale and links the category to its apps', async () => {
    renderRouted(detail());
    expect(await screen.findByText('12,345')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/store/category/cat_security');
  });

  it('shows downloads grouped in Chinese too', async () => {
    renderRouted(detail({ ...app, downloads: 1234567 }), 'zh');
    expect(await screen.findByText('1,234,567')).toBeInTheDocument();
  });

  it('does not repeat under "Apps you may need" an app shown under "More apps by"; card titles are headings', async () => {
    renderRouted(detail());
    const more = (await screen.findByRole('heading', { level: 2, name: 'More apps by Grace Hopper Labs' })).parentElement!;
    expect(within(more).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Blue Notes', 'Clear Docs']);
    const mayNeed = screen.getByRole('heading', { level: 2, name: 'Apps you may need' }).parentElement!;
    expect(within(mayNeed).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Calm Forms']);
    expect(within(mayNeed).getByRole('link', { name: 'Calm Forms' })).toHaveAttribute('href', '/store/blocklets/zC');
  });

  it('a preview of an unpublished version leads to the published one', async () => {
    renderRouted(detail({ ...app, version: '1.3.0', versionStatus: 'IN_REVIEW', publishedVersion: '1.2.0' }));
    expect(await screen.findByText('You are looking at version 1.3.0, which is not published.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the published version 1.2.0' })).toHaveAttribute('href', '/store/blocklets/zApp');
  });

  it('says "None" without a category, and no link', async () => {
    renderRouted(detail({ ...app, categoryName: null, categoryId: null }));
    expect(await screen.findByText('None')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Security' })).not.toBeInTheDocument();
  });
});

describe('StoreCatalog', () => {
  it('has card titles as headings and the pager as a navigation landmark', async () => {
    renderRouted(
      <StoreCatalog
        heading="App Store"
        query={{ ...readStoreQuery({}), page: 2 }}
        keywordInput=""
        categories={[]}
        state={{ status: 'ready', apps: [card('zA', 'Blue Notes'), card('zC', 'Calm Forms')], total: 40, pageCount: 3 }}
        onKeywordInput={() => {}}
        onChange={() => {}}
        onClear={() => {}}
        onRetry={() => {}}
      />,
    );
    expect((await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent)).toEqual(['Blue Notes', 'Calm Forms']);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeEnabled();
  });
});
