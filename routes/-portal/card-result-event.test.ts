// The card form's result as the event both card-step machines take (subscription lifecycle, auto top-up).
import { describe, expect, it } from 'vitest';
import { cardResultEvent } from './useCardSetup';

describe('cardResultEvent', () => {
  it('succeeded → card.succeeded, cancelled → user.close (the dialog closes), a failure or error → card.failed with its message', () => {
    expect(cardResultEvent({ status: 'succeeded' })).toEqual({ type: 'card.succeeded' });
    expect(cardResultEvent({ status: 'cancelled' })).toEqual({ type: 'user.close' });
    const failed = cardResultEvent({ status: 'failed', message: 'Your card was declined.' });
    expect(failed).toMatchObject({ type: 'card.failed' });
    expect(failed.type === 'card.failed' && failed.error.message).toBe('Your card was declined.');
    const error = cardResultEvent({ status: 'error', message: 'Stripe did not load' });
    expect(error.type === 'card.failed' && error.error.message).toBe('Stripe did not load');
  });
});
