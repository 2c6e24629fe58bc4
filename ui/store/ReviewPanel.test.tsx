// The review panel on the real review machine (fake server): the typed reason survives "Keep it",
// the actions that need a message are disabled without one, and a developer is not told about
// approving and rejecting.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef, useSelector } from '@xstate/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { appReviewMachine, type ReviewIntent, type ReviewSnapshot } from '@machines/app-review/app-review.machine';
import { appReviewView } from '@machines/app-review/app-review.view';
import { renderUi } from '@test/render';
import { ReviewPanel } from './ReviewPanel';

/** The store's side: the version's state (another reviewer may change it) and the relay that says so. */
interface Store {
  status: ReviewSnapshot['status'];
  remote?: () => void;
}

function Harness({ roles, sent, loads = [], store = { status: 'IN_REVIEW' } }: { roles: ReviewSnapshot['roles']; sent: ReviewIntent[]; loads?: number[]; store?: Store }) {
  const actor = useActorRef(
    appReviewMachine.provide({
      actors: {
        loadReview: fromPromise<ReviewSnapshot>(async () => {
          loads.push(loads.length + 1);
          return { status: store.status, roles, rules: {} };
        }),
        sendAction: fromPromise<unknown, ReviewIntent>(async ({ input }) => {
          sent.push(input);
          return new Promise(() => {});
        }),
        reviewEvents: fromCallback(({ sendBack }) => {
          store.remote = () => sendBack({ type: 'review.remote' });
          return () => {};
        }),
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

  it('another reviewer rejects while the dialog is open: it stays with the reason kept, says so, and refuses Confirm', async () => {
    const user = userEvent.setup();
    const sent: ReviewIntent[] = [];
    const store: Store = { status: 'IN_REVIEW' };
    renderUi(<Harness roles={['admin']} sent={sent} store={store} />);
    await user.click(await screen.findByRole('textbox', { name: 'Message' }));
    await user.paste('Missing screenshots');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'This cannot be undone' });
    store.status = 'REJECTED';
    act(() => store.remote!());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'While this was open, the version changed: it is now Rejected. You can no longer Reject: This version is closed: it was rejected or cancelled. Upload a higher version to start again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Yes, Reject' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Message', hidden: true })).toHaveValue('Missing screenshots');
    await user.click(within(dialog).getByRole('button', { name: 'Back to the review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('status', { name: 'Review status' })).toHaveTextContent('Rejected');
    expect(sent).toEqual([]);
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
