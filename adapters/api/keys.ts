// React Query keys of the Payment Kit reads; one place so that invalidation matches what was cached.
export const paymentKeys = {
  all: ['payment-kit'] as const,
  settings: (livemode: boolean) => ['payment-kit', 'settings', livemode] as const,
  customerMe: () => ['payment-kit', 'customers', 'me'] as const,
  checkout: (id: string) => ['payment-kit', 'checkout-session', id] as const,
  crossSell: (id: string) => ['payment-kit', 'checkout-session', id, 'cross-sell'] as const,
  benefits: (linkId: string) => ['payment-kit', 'payment-link', linkId, 'benefits'] as const,
  overdue: (target: { subscriptionId: string } | { customerId: string }) => ['payment-kit', 'overdue', target] as const,
  invoices: (params: object = {}) => ['payment-kit', 'invoices', params] as const,
  invoice: (id: string) => ['payment-kit', 'invoice', id] as const,
  paymentIntents: (params: object = {}) => ['payment-kit', 'payment-intents', params] as const,
  creditGrants: (params: object = {}) => ['payment-kit', 'credit-grants', params] as const,
  creditGrant: (id: string) => ['payment-kit', 'credit-grant', id] as const,
  creditTransactions: (params: object = {}) => ['payment-kit', 'credit-transactions', params] as const,
  subscriptions: (params: object = {}) => ['payment-kit', 'subscriptions', params] as const,
  subscription: (id: string) => ['payment-kit', 'subscription', id] as const,
  recoverInfo: (id: string) => ['payment-kit', 'subscription', id, 'recover-info'] as const,
  changePlanPreview: (id: string, priceId: string) => ['payment-kit', 'subscription', id, 'change-plan', priceId] as const,
  autoTopUp: (did: string, currencyId: string) => ['payment-kit', 'auto-top-up', did, currencyId] as const,
  donationSettings: (mountLocation: string) => ['payment-kit', 'donation-settings', mountLocation] as const,
  /** The integrations page's list of every donation settings record. */
  donationSettingsList: () => ['payment-kit', 'donation-settings-list'] as const,
};
