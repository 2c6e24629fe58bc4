// The review panel on the real review machine (fake server): the typed reason survives "Keep it",
// the actions that need a message are disabled without one, and a developer is not told about
// approving and rejecting.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef, useSelector } from '@xstate/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { appReviewMachine, type ReviewIntent, type ReviewSnapshot } from '@machines/app-review/app-review.machine';
import { appReviewView } from '@machines/app-review/app-review.view';
import { renderUi } from '@test/render';
import { ReviewPanel } from './ReviewPanel';

function Harness({ roles, sent, loads = [] }: { roles: ReviewSnapshot['roles']; sent: ReviewIntent[]; loads?: number[] }) {
  const actor = useActorRef(
    appReviewMachine.provide({
      actors: {
        loadReview: fromPromise<ReviewSnapshot>(async () => {
          loads.push(loads.length + 1);
          return { status: 'IN_REVIEW', roles, rules: {} };
        }),
        sendAction: fromPromise<unknown, ReviewIntent>(async ({ input }) => {
          sent.push(input);
          return new Promise(() => {});
        }),
        reviewEvents: fromCallback(() => () => {}),
      },
    }),
  );
  const view = useSelector(actor, appReviewView);
  return (
    <ReviewPanel
      app="Solid Wiki"
      version="1.2.0"
      view={view}
      history={[]}
      categories={[{ id: 'cat_ai', name: 'AI' }]}
      errorText={null}
      onType={(message) => actor.send({ type: 'user.type', message })}
      onPickCategory={(category) => actor.send({ type: 'user.pickCategory', category })}
      onAct={(action) => actor.send({ type: 'user.act', action })}
      onConfirm={() => actor.send({ type: 'user.confirm' })}
      onDismiss={() => actor.send({ type: 'user.dismiss' })}
      onRetry={() => actor.send({ type: 'user.retry' })}
      onRefresh={() => actor.send({ type: 'user.reload' })}
    />
  );
}

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
beforeAll(() => {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} }, configurable: true });
});

describe('ReviewPanel', { timeout: 30_000 }, () => {
  it('names the app and version, disables Approve, Reject and Comment without a message (spaces are none)', async () => {
    const user = userEvent.setup();
    renderUi(<Harness roles={['admin']} sent={[]} />);
    expect(await screen.findByRole('heading', { name: 'Review of version 1.2.0 of Solid Wiki' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Reject' });
    for (const name of ['Approve', 'Reject', 'Comment', 'Reply Review']) expect(screen.getByRole('button', { name })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '   ');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await user.paste('Crashes');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('keeps the reason through "Keep it", then sends it with the rejection', async () => {
    const user = userEvent.setup();
    const sent: ReviewIntent[] = [];
    renderUi(<Harness roles={['admin']} sent={sent} />);
    await user.click(await screen.findByRole('textbox', { name: 'Message' }));
    await user.paste('Missing screenshots');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'This cannot be undone' })).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Missing screenshots');
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'This cannot be undone' })).getByRole('button', { name: 'Yes, Reject' }));
    expect(sent).toEqual([{ action: 'reject', content: 'Missing screenshots' }]);
  });

  it('tells a developer only about the comment', async () => {
    renderUi(<Harness roles={['dev']} sent={[]} />);
    await screen.findByRole('button', { name: 'Comment' });
    expect(screen.getByText('A comment needs a message.')).toBeInTheDocument();
    expect(screen.queryByText(/Approve, reject/)).toBeNull();
  });

  it('asks the store again on Refresh, keeping what was typed, and not while a confirmation is open', async () => {
    const user = userEvent.setup();
    const loads: number[] = [];
    renderUi(<Harness roles={['admin']} sent={[]} loads={loads} />);
    await user.click(await screen.findByRole('textbox', { name: 'Message' }));
    await user.paste('Looks fine');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('button', { name: 'Reject' });
    expect(loads).toEqual([1, 2]);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Looks fine');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await screen.findByRole('dialog', { name: 'This cannot be undone' });
    expect(screen.getByRole('button', { name: 'Refresh', hidden: true })).toBeDisabled();
  });
});
