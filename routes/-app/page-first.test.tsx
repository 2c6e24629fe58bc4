import { describe, expect, it } from 'vitest';
import { pageShown, resetPageFirst } from './page-first';

// index.html paints a cookie banner with the checkout skeleton; a keyboard user who
// reached its button before the app appeared keeps their place on the app's banner.
describe('page first, in a document', () => {
  it('removes the HTML skeleton and hands the banner button’s focus to the app’s', () => {
    document.documentElement.setAttribute('data-html-skeleton', 'full');
    document.body.innerHTML = `
      <div id="html-skeleton"><div data-testid="html-cookie-banner"><button id="hs-banner-accept">I Understand</button></div></div>
      <div id="root"><div class="cookie-banner"><button class="cookie-banner-button">I Understand</button></div></div>`;
    resetPageFirst(true);
    document.getElementById('hs-banner-accept')!.focus();

    pageShown();

    expect(document.getElementById('html-skeleton')).toBeNull();
    expect(document.documentElement.hasAttribute('data-html-skeleton')).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('#root .cookie-banner-button'));
  });

  it('leaves the focus alone when it was not on the skeleton', () => {
    document.documentElement.setAttribute('data-html-skeleton', 'full');
    document.body.innerHTML = `
      <div id="html-skeleton"></div>
      <div id="root"><input aria-label="Name" /><div class="cookie-banner"><button class="cookie-banner-button">I Understand</button></div></div>`;
    resetPageFirst(true);
    document.querySelector('input')!.focus();

    pageShown();

    expect(document.activeElement).toBe(document.querySelector('input'));
  });
});
