import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardElement, CardPort, CardResult } from '@machines/ports';

export interface CardSetupOptions {
  card: CardPort;
  clientSecret: string | null;
  intentType: 'payment_intent' | 'setup_intent';
  locale: string;
  onResult: (result: CardSetupResult) => void;
}

export type CardSetupResult = CardResult | { status: 'error'; message: string };

/** What a machine with a card step (the subscription lifecycle, auto top-up) is sent for the form's result. */
export function cardResultEvent(result: CardSetupResult) {
  if (result.status === 'succeeded') return { type: 'card.succeeded' } as const;
  if (result.status === 'cancelled') return { type: 'user.close' } as const;
  return { type: 'card.failed', error: new Error(result.message) } as const;
}

/**
 * Mounts the card port's form (Stripe live, the test-number form in the sandbox) into the
 * container the dialog hands over, and confirms it on request; the result goes to the machine.
 */
export function useCardSetup({ card, clientSecret, intentType, locale, onResult }: CardSetupOptions) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const element = useRef<CardElement | null>(null);
  const [busy, setBusy] = useState(false);
  const report = useRef(onResult);
  useEffect(() => {
    report.current = onResult;
  }, [onResult]);

  useEffect(() => {
    if (!container || !clientSecret) return undefined;
    let cancelled = false;
    card
      .mount(container, { clientSecret, intentType, locale, returnUrl: window.location.href })
      .then((mounted) => {
        if (cancelled) mounted.destroy();
        else element.current = mounted;
      })
      .catch((cause: unknown) => report.current({ status: 'error', message: cause instanceof Error ? cause.message : String(cause) }));
    return () => {
      cancelled = true;
      element.current?.destroy();
      element.current = null;
    };
  }, [card, container, clientSecret, intentType, locale]);

  const confirm = useCallback(async () => {
    if (!element.current) return;
    setBusy(true);
    try {
      report.current(await element.current.confirm());
    } catch (cause) {
      report.current({ status: 'error', message: cause instanceof Error ? cause.message : String(cause) });
    } finally {
      setBusy(false);
    }
  }, []);

  return { setContainer, confirm, busy };
}
