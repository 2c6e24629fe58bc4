import { Anchor, Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { benefitsQuery } from '@adapters/api/payment-links';
import type { PaymentCurrency, SessionUser } from '@domain/model';
import { Big, tryFromTokenToUnit } from '@domain/money';
import type { checkoutSessionMachine } from '@machines/checkout-session/checkout-session.machine';
import type { CheckoutSessionView } from '@machines/checkout-session/checkout-session.view';
import {
  donationAmountImplementations,
  donationAmountInput,
} from '@machines/donation-amount/donation-amount.actors';
import { donationAmountMachine } from '@machines/donation-amount/donation-amount.machine';
import { donationAmountView } from '@machines/donation-amount/donation-amount.view';
import type { Ports } from '@machines/ports';
import { BenefitsPanel, BenefitsSummary, TipAmountPicker } from '@ui/checkout/donation';
import { FieldError } from '@ui/common/FieldError';
import { useMessageText } from '@ui/common/useMessageText';
import type { Invalid } from '@domain/validation';
import { useT } from '@ui/i18n';
import { inspection } from '../-inspector/machine-inspection';
import { mountPath } from '@adapters/http/mount-path';
import { useCheckoutExit } from './checkout-exit';

export interface DonationPanelProps {
  view: CheckoutSessionView;
  sessionActor: ActorRefFrom<typeof checkoutSessionMachine>;
  ports: Ports;
  currency: PaymentCurrency;
  user: SessionUser | null;
  locked: boolean;
  onPayableChange: (payable: boolean) => void;
}

/**
 * The tip: presets, a custom amount or a random one (the donation-amount machine), the
 * beneficiaries of the link, and each payable amount sent to the session in smallest units.
 */
/** Smallest units of a token amount, or null when it cannot be sent (a zero amount never is). */
function sendableUnit(tokens: string, decimals: number): string | null {
  const unit = tryFromTokenToUnit(tokens, decimals);
  return unit.ok && !new Big(unit.value).isZero() ? unit.value : null;
}

export default function DonationPanel({
  view,
  sessionActor,
  ports,
  currency,
  user,
  locked,
  onPayableChange,
}: DonationPanelProps) {
  const t = useT();
  const exit = useCheckoutExit();
  const messageText = useMessageText();
  const { adapters } = useRouteContext({ from: '__root__' });
  const session = view.session!;
  const link = view.paymentLink;
  const amount = link?.donation_settings?.amount;
  const actor = useActorRef(donationAmountMachine.provide(donationAmountImplementations(ports)), {
    input: donationAmountInput(ports, {
      settings: {
        presets: amount?.presets ?? ['1', '5', '10'],
        custom: amount?.custom ?? true,
        minimum: amount?.minimum,
        maximum: amount?.maximum,
      },
      userDid: user?.did ?? null,
      // Randomness lives at the edge; the machine and the domain take it as a parameter.
      rng: Math.random,
    }),
    ...inspection(),
  });
  const donation = useSelector(actor, donationAmountView);
  const benefits = useQuery({ ...benefitsQuery(adapters.http, link?.id ?? ''), enabled: Boolean(link?.id) });
  const [showBenefits, setShowBenefits] = useState(false);
  const priceId = session.line_items[0]?.price_id;
  // The amount the session would be asked for; a field it cannot be sent from is not payable.
  const sendable = donation.payable && sendableUnit(donation.amount, currency.decimal) !== null;
  // A refused amount (the server said no, or the call failed) is shown at the field.
  const refused = priceId ? view.refused.amount[priceId] : undefined;
  const customError: Invalid | null =
    donation.error ?? (refused && donation.customSelected ? { ok: false, key: refused.key, message: refused.text } : null);

  useEffect(() => onPayableChange(sendable), [sendable, onPayableChange]);
  useEffect(() => {
    const send = (tokens: string) => {
      const unit = sendableUnit(tokens, currency.decimal);
      if (!priceId || unit === null) return;
      // Every payable amount goes out; the session machine keeps only the latest while one is
      // on its way, and Pay is busy until the session has it.
      sessionActor.send({ type: 'user.setAmount', priceId, amount: unit });
    };
    const subscription = actor.on('amount.changed', (event) => send(event.amount));
    if (donation.payable && donation.amount) send(donation.amount);
    return () => subscription.unsubscribe();
    // Subscribe once per actor; the first payable amount is sent on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);

  const list = benefits.data ?? [];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('donation.tipAmount')}>
      {showBenefits ? (
        <BenefitsPanel benefits={list} symbol={currency.symbol} onBack={() => setShowBenefits(false)} />
      ) : (
        <Stack gap="md">
          <TipAmountPicker
            presets={donation.presets.map((preset) => preset.amount)}
            symbol={currency.symbol}
            selected={donation.customSelected ? 'custom' : donation.presets.find((p) => p.selected)?.amount}
            onSelect={(choice) =>
              actor.send(
                choice === 'custom'
                  ? { type: 'user.selectCustom' }
                  : { type: 'user.selectPreset', amount: choice },
              )
            }
            allowCustom={donation.customAllowed}
            customAmount={donation.customAmount}
            onCustomAmountChange={(value) => actor.send({ type: 'user.typeAmount', value })}
            customError={customError}
            onRandom={() => actor.send({ type: 'user.randomize' })}
            animation={donation.animation}
            disabled={locked}
          />
          {/* A preset the session refused (say, a failed call) has no field: say it under the cards. */}
          {refused && !donation.customSelected ? <FieldError id="tip-refused">{messageText(refused)}</FieldError> : null}
          {list.length > 0 ? <BenefitsSummary benefits={list} onOpen={() => setShowBenefits(true)} /> : null}
          {exit ? (
            <Anchor component="button" type="button" onClick={exit} size="sm" c="dimmed">
              {t('common.cancel')}
            </Anchor>
          ) : (
            <Anchor href={mountPath()} size="sm" c="dimmed">
              {t('common.cancel')}
            </Anchor>
          )}
        </Stack>
      )}
    </Paper>
  );
}
