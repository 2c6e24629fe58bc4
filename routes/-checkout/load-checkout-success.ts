/**
 * The success screen's code, shared by the page (shown once paid) and the idle prefetch of the
 * form's parts. Its own tiny module so that the page's first download carries only this loader,
 * not the loaders of the form's parts (dialogs, banner, donation, overdue) with their file lists.
 */
export const loadCheckoutSuccess = () =>
  import('./CheckoutSuccess').then(({ CheckoutSuccess }) => ({ default: CheckoutSuccess }));
