// CardPort with Stripe Elements. Stripe.js is imported lazily from the pure entry, which does not
// contact Stripe until loadStripe is called: only the card step pays for it (docs/architecture.md §4).
import type { CardElement, CardPort, CardResult } from '@machines/ports';

export function createStripeCard(): CardPort {
  return {
    async mount(container, options) {
      if (!options.publishableKey) throw new Error('No payment method configured. Please set up a payment method first.');
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      loadStripe.setLoadParameters({ advancedFraudSignals: false });
      const locale = options.locale.startsWith('zh') ? 'zh' : 'en';
      const stripe = await loadStripe(options.publishableKey, { locale });
      if (!stripe) throw new Error('The card form could not be loaded. Check your connection and try again.');
      const elements = stripe.elements({ clientSecret: options.clientSecret, locale });
      const payment = elements.create('payment');
      payment.mount(container);

      const element: CardElement = {
        async confirm(): Promise<CardResult> {
          const confirmParams = { return_url: options.returnUrl };
          const result =
            options.intentType === 'setup_intent'
              ? await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' })
              : await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' });
          if (result.error) {
            return { status: 'failed', message: result.error.message ?? 'Your card was declined.', ...(result.error.code ? { code: result.error.code } : {}) };
          }
          return { status: 'succeeded' };
        },
        destroy: () => payment.destroy(),
      };
      return element;
    },
  };
}
