import { Alert, Modal } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { CheckoutSession } from '@domain/model';
import type { CheckoutSessionView } from '@machines/checkout-session/checkout-session.view';
import { useT } from '@ui/i18n';
import { CheckoutExitProvider } from '../routes/-checkout/checkout-exit';
import { checkoutEvent, NOTHING_SEEN, type SeenView } from './checkout-events';
import { CheckoutPropsProvider, createCheckoutRouter, type EmbeddedCheckout } from './checkout-router';
import { useEmbedContext } from './PaymentProvider';

/** docs/reference/payment-react.md §3.1: the hosted page's 'standalone' is the app's own route. */
export type CheckoutFormMode = 'inline' | 'popup' | 'inline-minimal' | 'popup-minimal';

export interface CheckoutFormProps {
  /** A payment link (plink_…, starts a session) or a checkout session (cs_…). */
  id: string;
  mode?: CheckoutFormMode | undefined;
  /** Preselect a currency when the session offers it. */
  currencyId?: string | undefined;
  /** Popup modes: whether the dialog is open (default true: mounting it opens it). */
  open?: boolean | undefined;
  /** The session as the server last answered it (quantities, currency, amounts). */
  onChange?: ((session: CheckoutSession) => void) | undefined;
  /** The session is paid (or subscribed); the success screen shows. */
  onPaid?: ((session: CheckoutSession) => void) | undefined;
  /** The session could not be loaded (the checkout shows the error with Retry where it helps). */
  onError?: ((error: Error) => void) | undefined;
  /** Popup modes: the payer closed the dialog. */
  onClose?: (() => void) | undefined;
}

const ID_PATTERN = /^(plink|cs)_/;

/** The checkout of the hosted page, embedded: the same page, machines and texts (docs/embed.md). */
export function CheckoutForm({ id, mode = 'inline', currencyId, open = true, onChange, onPaid, onError, onClose }: CheckoutFormProps) {
  const t = useT();
  const context = useEmbedContext();
  const router = useMemo(() => createCheckoutRouter(context), [context]);
  // The latest callbacks, without a new router or a new view subscription on every host render.
  const handlers = useRef({ onChange, onPaid, onError });
  useEffect(() => {
    handlers.current = { onChange, onPaid, onError };
  });
  const last = useRef<SeenView>(NOTHING_SEEN);
  const onView = useCallback((view: CheckoutSessionView) => {
    const event = checkoutEvent(last.current, view);
    last.current = { screen: view.screen, session: view.session };
    if (event?.type === 'paid') handlers.current.onPaid?.(event.session);
    else if (event?.type === 'error') handlers.current.onError?.(new Error(event.message));
    else if (event?.type === 'change') handlers.current.onChange?.(event.session);
  }, []);
  const valid = ID_PATTERN.test(id);
  useEffect(() => {
    if (!valid) handlers.current.onError?.(new Error(t('embed.invalidId')));
  }, [valid, t]);
  const minimal = mode.endsWith('-minimal');
  const checkout: EmbeddedCheckout = useMemo(
    () => ({ id, layout: minimal ? 'minimal' : 'inline', currencyId, onView }),
    [id, minimal, currencyId, onView],
  );
  const body = valid ? (
    <CheckoutPropsProvider value={checkout}>
      <RouterProvider router={router} />
    </CheckoutPropsProvider>
  ) : (
    <Alert color="red" role="alert" title={t('embed.invalidId')} />
  );
  if (!mode.startsWith('popup')) return body;
  // In the dialog, the checkout's Cancel and the tip's Close close it (routes/-checkout/checkout-exit.ts).
  const exit = onClose ?? null;
  return (
    <Modal
      opened={open}
      onClose={() => onClose?.()}
      title={t('embed.dialogLabel')}
      size={minimal ? 'md' : 'xl'}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <CheckoutExitProvider value={exit}>{body}</CheckoutExitProvider>
    </Modal>
  );
}
