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
import { useT } from '@ui/i18n';

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
  });
  const donation = useSelector(actor, donationAmountView);
  const benefits = useQuery({ ...benefitsQuery(adapters.http, link?.id ?? ''), enabled: Boolean(link?.id) });
  const [showBenefits, setShowBenefits] = useState(false);
  const priceId = session.line_items[0]?.price_id;

  useEffect(() => onPayableChange(donation.payable), [donation.payable, onPayableChange]);
  useEffect(() => {
    const send = (tokens: string) => {
      const unit = tryFromTokenToUnit(tokens, currency.decimal);
      // Spec: a zero amount is never sent; the current line item keeps its amount.
      if (!priceId || !unit.ok || new Big(unit.value).isZero()) return;
      sessionActor.send({ type: 'user.setAmount', priceId, amount: unit.value });
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
            customError={donation.error}
            onRandom={() => actor.send({ type: 'user.randomize' })}
            animation={donation.animation}
            disabled={locked}
          />
          {list.length > 0 ? <BenefitsSummary benefits={list} onOpen={() => setShowBenefits(true)} /> : null}
          <Anchor href="/" size="sm" c="dimmed">
            {t('common.cancel')}
          </Anchor>
        </Stack>
      )}
    </Paper>
  );
}
