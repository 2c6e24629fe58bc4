import type { EventFrom } from 'xstate';
import type { PaymentMethod } from '@domain/model';
import { safeLinkHref } from '@domain/navigation';
import type { checkoutSubmitMachine } from '@machines/checkout-submit/checkout-submit.machine';
import type { CheckoutSubmitView } from '@machines/checkout-submit/checkout-submit.view';
import type { Ports } from '@machines/ports';
import { CreditConfirmDialog } from '@ui/checkout/dialogs/CreditConfirmDialog';
import { FastPayDialog } from '@ui/checkout/dialogs/FastPayDialog';
import { InsufficientCreditDialog } from '@ui/checkout/dialogs/InsufficientCreditDialog';
import { WalletConnectNotice } from '@ui/checkout/dialogs/WalletConnectNotice';
import { CardStep } from './CardStep';
import { InlineSandboxWallet } from './InlineSandboxWallet';

export interface PaymentDialogsProps {
  view: CheckoutSubmitView;
  send: (event: EventFrom<typeof checkoutSubmitMachine>) => void;
  ports: Ports;
  method: PaymentMethod;
  action: string;
}

/** The dialog of the current payment step; each intent is an event of the submit machine. */
export default function PaymentDialogs({ view, send, ports, method, action }: PaymentDialogsProps) {
  const fastPay = view.fastPay;
  const explorer =
    method.settings?.arcblock?.explorer_host ??
    method.settings?.ethereum?.explorer_host ??
    method.settings?.base?.explorer_host;
  return (
    <>
      <FastPayDialog
        opened={fastPay?.kind === 'crypto' && fastPay.open}
        payer={fastPay?.payer ?? null}
        amount={fastPay?.amount ?? null}
        balance={fastPay?.balance}
        symbol={fastPay?.symbol ?? ''}
        balanceUrl={
          explorer && fastPay?.payer ? safeLinkHref(`${explorer.replace(/\/$/, '')}/accounts/${fastPay.payer}`) : null
        }
        busy={fastPay?.confirming ?? false}
        onConfirm={() => send({ type: 'user.confirmFastPay' })}
        onCancel={() => send({ type: 'user.cancel' })}
      />
      <CreditConfirmDialog
        opened={fastPay?.kind === 'credit' && fastPay.open}
        // The text reads "{available} credits": the balance alone, formatted once (no unit twice).
        available={fastPay?.balance ?? '0'}
        busy={fastPay?.confirming ?? false}
        onConfirm={() => send({ type: 'user.confirmFastPay' })}
        onCancel={() => send({ type: 'user.cancel' })}
      />
      <InsufficientCreditDialog
        opened={view.step === 'creditInsufficient'}
        onClose={() => send({ type: 'user.cancel' })}
      />
      <WalletConnectNotice
        opened={view.step === 'walletConnect'}
        action={action}
        onCancel={() => send({ type: 'user.cancel' })}
      >
        <InlineSandboxWallet />
      </WalletConnectNotice>
      {view.card ? (
        <CardStep
          card={ports.card}
          clientSecret={view.card.clientSecret}
          intentType={view.card.intentType}
          publishableKey={method.settings?.stripe?.publishable_key}
          action={action}
          payment={view.card.payment}
          onConfirm={(confirm) => send({ type: 'card.confirm', confirm })}
          onFailed={(message) => send({ type: 'card.failed', message })}
          onCancelled={() => send({ type: 'card.cancelled' })}
        />
      ) : null}
    </>
  );
}
