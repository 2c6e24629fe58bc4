import { useEffect, useRef, useState } from 'react';
import type { CardElement, CardPort } from '@machines/ports';
import { CardPaymentDialog } from '@ui/checkout/dialogs/CardPaymentDialog';
import { useI18n } from '@ui/i18n';

export interface CardStepProps {
  card: CardPort;
  clientSecret: string;
  intentType: 'payment_intent' | 'setup_intent';
  publishableKey?: string | null | undefined;
  action: string;
  onSucceeded: () => void;
  onFailed: (message: string) => void;
  onCancelled: () => void;
}

/**
 * The card step: mounts the card element (Stripe live, the test-number form in the sandbox)
 * into the dialog and confirms it. A failed attempt keeps the dialog open with the provider's
 * message so the payer can correct the card; only leaving reports the failure to the machine.
 */
export function CardStep(props: CardStepProps) {
  const { locale } = useI18n();
  const element = useRef<CardElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!container) return undefined;
    let cancelled = false;
    props.card
      .mount(container, {
        clientSecret: props.clientSecret,
        intentType: props.intentType,
        ...(props.publishableKey ? { publishableKey: props.publishableKey } : {}),
        locale,
        returnUrl: window.location.href,
      })
      .then((mounted) => {
        if (cancelled) return mounted.destroy();
        element.current = mounted;
        setReady(true);
      })
      .catch((cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)));
    return () => {
      cancelled = true;
      element.current?.destroy();
      element.current = null;
      setReady(false);
    };
    // The element is mounted once per container and intent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container, props.clientSecret]);

  const confirm = async () => {
    if (!element.current || busy) return;
    setBusy(true);
    setError(null);
    const result = await element.current.confirm();
    setBusy(false);
    if (result.status === 'succeeded') props.onSucceeded();
    else if (result.status === 'cancelled') props.onCancelled();
    else setError(result.message);
  };

  return (
    <CardPaymentDialog
      opened
      action={props.action}
      onContainer={setContainer}
      busy={busy}
      ready={ready}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={() => (error ? props.onFailed(error) : props.onCancelled())}
    />
  );
}
