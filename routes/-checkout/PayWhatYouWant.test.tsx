import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { checkoutSessionMachine } from '@machines/checkout-session/checkout-session.machine';
import { makeCurrency, makeLineItem, makePrice } from '@test/fixtures/checkout';
import { renderUi } from '@test/render';
import { PayWhatYouWant } from './PayWhatYouWant';

const item = makeLineItem({
  price: makePrice({ id: 'price_pwyw', custom_unit_amount: { enabled: true, preset: '3', presets: ['3'], minimum: '1', maximum: '50' } }),
  custom_amount: '3000000000000000000',
});

function setup(refusal?: { key: string; text: string }) {
  const send = vi.fn();
  const onPayableChange = vi.fn();
  renderUi(
    <PayWhatYouWant
      item={item}
      currency={makeCurrency()}
      disabled={false}
      refusal={refusal}
      sessionActor={{ send } as unknown as ActorRefFrom<typeof checkoutSessionMachine>}
      onPayableChange={onPayableChange}
    />,
  );
  const field = screen.getByRole('textbox', { name: /Amount/ });
  return { send, onPayableChange, field, user: userEvent.setup() };
}

const amounts = (send: ReturnType<typeof vi.fn>) => send.mock.calls.map(([event]) => (event as { amount: string }).amount);

describe('PayWhatYouWant', () => {
  it('sends every valid amount as it is typed (the session keeps the latest) and nothing else', async () => {
    const { send, field, user } = setup();
    await user.clear(field);
    await user.type(field, '12.75');
    expect(amounts(send)).toEqual(['1000000000000000000', '12000000000000000000', '12000000000000000000', '12700000000000000000', '12750000000000000000']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['0', 'Please enter an amount between 1 and 50.'],
    ['60', 'Please enter an amount between 1 and 50.'],
    ['1.' + '1'.repeat(30), 'Amount decimal places must be less than or equal to 6'],
    ['1,000.5', 'Use digits and at most one decimal point, e.g. 1000.5'],
  ])('%s stays in the field as typed, says why at the field, is not sent and not payable', async (typed, message) => {
    const { send, onPayableChange, field, user } = setup();
    await user.clear(field);
    send.mockClear();
    await user.type(field, typed);
    expect(field).toHaveValue(typed);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onPayableChange).toHaveBeenLastCalledWith(false);
    // Only the readable prefixes inside the range ('1' of '1,000.5', '1.1…' up to 6 places) went out.
    for (const amount of amounts(send)) expect(BigInt(amount) >= 10n ** 18n && BigInt(amount) <= 50n * 10n ** 18n).toBe(true);
  });

  it('an empty field is not payable and says Required', async () => {
    const { onPayableChange, field, user } = setup();
    await user.clear(field);
    expect(screen.getByRole('alert')).toHaveTextContent('Required');
    expect(onPayableChange).toHaveBeenLastCalledWith(false);
  });

  it("shows the server's refusal at the field", () => {
    setup({ key: '', text: 'Please enter an amount between 1 and 50.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an amount between 1 and 50.');
  });
});
