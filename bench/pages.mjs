// The pages the benchmark measures and what "ready" means for each.
export const pages = [
  {
    name: 'home',
    path: '/',
    readyWhen: 'payment methods listed',
    ready: async (page) => {
      await page.getByTestId('payment-methods').getByRole('listitem').first().waitFor();
    },
  },
  {
    name: 'checkout (one-time)',
    path: '/checkout/pay/cs_sbx_one_time',
    // A first visit as a guest (cold cache): the submit button reads "Connect and Pay".
    readyWhen: 'submit button enabled',
    ready: async (page) => {
      await page.waitForFunction(() => {
        const button = [...document.querySelectorAll('button')].find((b) => /Pay$/.test(b.textContent?.trim() ?? ''));
        return button && !button.disabled;
      });
    },
  },
];
