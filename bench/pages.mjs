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
];
