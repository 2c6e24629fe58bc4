/** The checkout form's code (form, summary, money formatting), shared by the loader's prefetch and the lazy view. */
export const loadCheckoutReady = () =>
  import('./CheckoutReady').then(({ CheckoutReady }) => ({ default: CheckoutReady }));
