// The pages the benchmark measures and what "ready" means for each. `ready` resolves with the
// page's own performance.now() at the moment the page became usable.
const FLOOR_MS = 500;

const submitEnabled = (page) =>
  page.waitForFunction(
    () => {
      // The form renders behind the skeleton while the floor runs (inert, hidden): only a
      // button the payer can see and press counts.
      const button = [...document.querySelectorAll('button')].find(
        (b) => /Pay$/.test(b.textContent?.trim() ?? '') && !b.closest('[inert]') && b.checkVisibility({ visibilityProperty: true }),
      );
      return button && !button.disabled ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  ).then((handle) => handle.jsonValue());

export const pages = [
  {
    name: 'home',
    path: '/',
    readyWhen: 'payment methods listed',
    modes: ['sandbox'],
    ready: (page) =>
      page
        .waitForFunction(() => (document.querySelector('[data-testid="payment-methods"] li') ? performance.now() : false), undefined, {
          polling: 'raf',
        })
        .then((handle) => handle.jsonValue()),
  },
  {
    name: 'checkout (one-time)',
    path: '/checkout/pay/cs_sbx_one_time',
    // A first visit as a guest (cold cache): the submit button reads "Connect and Pay".
    readyWhen: 'submit button enabled',
    modes: ['live', 'sandbox'],
    floorMs: FLOOR_MS,
    ready: submitEnabled,
  },
];
