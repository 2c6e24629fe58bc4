import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '@test/render';
import { ShellCookieBanner } from './ShellCookieBanner';

const clearConsent = () => {
  document.cookie = 'CookieConsent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};

// index.html paints its own cookie banner on a checkout's first visit; accepted there
// while the app renders behind the skeleton, the app's banner must not come back when it appears.
describe('ShellCookieBanner', () => {
  afterEach(clearConsent);

  it('hides when index.html’s banner was accepted after the app had rendered', () => {
    clearConsent();
    renderUi(<ShellCookieBanner />);
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();

    // What index.html's button does (scripts/vite-html-cookie-banner.ts).
    act(() => {
      document.cookie = 'CookieConsent=true; path=/';
      window.dispatchEvent(new Event('cookie-consent'));
    });

    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('stays while nothing was decided', () => {
    clearConsent();
    renderUi(<ShellCookieBanner />);
    act(() => window.dispatchEvent(new Event('cookie-consent')));
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
  });

  it('steps aside while a modal dialog or the sandbox wallet is open, and comes back after', async () => {
    clearConsent();
    renderUi(<ShellCookieBanner />);
    const layer = document.createElement('div');
    layer.setAttribute('aria-modal', 'true');
    await act(async () => void document.body.append(layer));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    await act(async () => layer.remove());
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
    const dock = document.createElement('div');
    dock.setAttribute('data-above-cookie-banner', '');
    await act(async () => void document.body.append(dock));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    dock.remove();
  });
});
