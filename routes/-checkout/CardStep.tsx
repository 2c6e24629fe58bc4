import { useEffect, useRef, useState } from 'react';
import type { CardPaymentView } from '@machines/card-payment/card-payment.view';
import type { CardElement, CardPort, CardResult } from '@machines/ports';
import { CardPaymentDialog } from '@ui/checkout/dialogs/CardPaymentDialog';
import { useI18n, useT } from '@ui/i18n';

export interface CardStepProps {
  card: CardPort;
  clientSecret: string;
  intentType: 'payment_intent' | 'setup_intent';
  publishableKey?: string | null | undefined;
  action: string;
  /** The card-payment machine's view: busy while confirming or asking the server, its error. */
  payment: CardPaymentView;
  /** Confirm pressed: the machine runs the element's confirm and every failure path. */
  onConfirm: (confirm: () => Promise<CardResult>) => void;
  onFailed: (message: string) => void;
  onCancelled: () => void;
}

/**
 * The card step: mounts the card element (Stripe live, the test-number form in the sandbox)
 * into the dialog; confirming is the card-payment machine's (machines/card-payment), so a
 * failed, lost or broken answer always ends in a message with the form kept, and a retry asks
 * the server before it charges again. Leaving after a failure reports it to the submission.
 */
export function CardStep(props: CardStepProps) {
  const { locale } = useI18n();
  const t = useT();
  const element = useRef<CardElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [ready, setReady] = useState(false);
  const [mountError, setMountError] = useState<string | null>(null);

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
      .catch((cause: unknown) => setMountError(cause instanceof Error ? cause.message : String(cause)));
    return () => {
      cancelled = true;
      element.current?.destroy();
      element.current = null;
      setReady(false);
    };
    // The element is mounted once per container and intent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container, props.clientSecret]);

  const { payment } = props;
  const error = payment.error ?? mountError;
  const hint =
    payment.checking
      ? t('recovery.card.checking')
      : payment.check === 'unknown'
        ? t('recovery.card.unknown')
        : payment.check === 'notPaid'
          ? t('recovery.card.notCharged')
          : null;
  return (
    <CardPaymentDialog
      opened
      action={props.action}
      onContainer={setContainer}
      busy={payment.busy}
      ready={ready}
      error={error}
      hint={hint}
      onConfirm={() => {
        const mounted = element.current;
        if (mounted && !payment.busy) props.onConfirm(() => mounted.confirm());
      }}
      onCancel={() => (error ? props.onFailed(error) : props.onCancelled())}
    />
  );
}
