import { useMemo, useState } from 'react';
import { currencyPreferenceKey, defaultCurrencyId, methodOfCurrency, paymentOptions } from '@domain/checkout';
import type { CheckoutSession, PaymentMethod, SessionUser } from '@domain/model';
import type { PreferenceStore } from '@machines/ports';

/**
 * The method and currency the payer pays with: offered options from the settings and the cart,
 * the default order of docs/reference/payment-react.md §3.3, and the payer's choice (remembered per payer).
 */
export function useCheckoutChoices(input: {
  session: CheckoutSession;
  methods: readonly PaymentMethod[];
  user: SessionUser | null;
  requested?: string | undefined;
  preferences: PreferenceStore;
}) {
  const { session, methods, user, requested, preferences } = input;
  const options = useMemo(() => paymentOptions(methods, session.line_items), [methods, session.line_items]);
  const [chosen, setChosen] = useState<string | null>(null);

  const fallback = defaultCurrencyId({
    options,
    requested,
    userWithoutWallet:
      user !== null && !(user.connectedAccounts ?? []).some((account) => account.provider === 'wallet'),
    preferred: user ? preferences.get(currencyPreferenceKey(user.did)) : null,
    sessionCurrencyId: session.currency_id,
  });
  const currencyId = chosen && methodOfCurrency(options, chosen) ? chosen : fallback;
  const option = currencyId ? methodOfCurrency(options, currencyId) : undefined;
  const currency = option?.currencies.find((c) => c.id === currencyId);

  const chooseCurrency = (id: string) => {
    setChosen(id);
    if (user) preferences.set(currencyPreferenceKey(user.did), id);
  };
  const chooseMethod = (methodId: string) => {
    const first = options.find((o) => o.method.id === methodId)?.currencies[0];
    if (first) chooseCurrency(first.id);
  };
  return {
    options,
    method: option?.method ?? null,
    currency: currency ?? null,
    chooseCurrency,
    chooseMethod,
  };
}
