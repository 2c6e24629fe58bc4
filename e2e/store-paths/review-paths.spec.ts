// The app review machine walked through the real UI from its own graph (review-graph.ts): one
// walk per route of a new draft to a final state, with the detours that take the machine's other
// transitions (a failed load and Retry, the other side commenting — a relay reload —, a comment,
// a comment or an action the store fails, a confirmation kept, an approval without a category,
// the panel's Refresh, the other side acting while a confirmation is open),
// on the developer's and the admin's pages. After every step the panel must show what the
// machine's oracle (machines/app-review/app-review.oracle.ts) expects after the same events: the
// status, the buttons offered (and which wait for a message), the error or refusal, the message
// box, the confirmation. A passed walk leaves qa-walk.json with the transitions the page's
// actors took (e2e/support/observed-transitions.ts) for the QA coverage table (docs/qa.md).
import { expect, test } from '@playwright/test';

// A review answer reloads the version before the screen changes: allow a loaded machine time.
const serverExpect = expect.configure({ timeout: 20_000 });
import { createJiti } from 'jiti';
import { fileURLToPath } from 'node:url';
import { Sandbox } from '../models/Sandbox';
import { Store, type ReviewFacts } from '../models/Store';
import { writeWalkRecord } from '../support/observed-transitions';
import type { Op, WalkEvent, WalkPath, WalkStep } from './review-graph';

const root = (dir: string) => fileURLToPath(new URL(`../../${dir}`, import.meta.url));
const jiti = createJiti(import.meta.url, {
  alias: { '@domain': root('domain'), '@machines': root('machines'), '@adapters': root('adapters'), '@ui': root('ui'), '@test': root('test') },
});
const graph = await jiti.import<{
  reviewWalks: WalkPath[];
  pageEvents: (walk: WalkPath) => WalkEvent[][];
  planned: () => { taken: Set<string>; total: number };
  MESSAGE: string;
  CATEGORY: { id: string; label: string };
}>('./review-graph.ts');
// The walk's apps are made by script, so their DIDs come from a number instead of a browser key pair.
const { exampleAppDid } = await jiti.import<{ exampleAppDid: (seed: number) => string }>('../../adapters/store/example-did.ts');

type Status = NonNullable<WalkStep['from']>;
const STATUS: Record<Status, string> = {
  DRAFT: 'Draft Version',
  PENDING_REVIEW: 'Pending',
  IN_REVIEW: 'In Review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
  PUBLISHED: 'Published',
};
const BUTTON: Record<string, string> = {
  request: 'Request Review',
  start: 'Review',
  reply: 'Reply Review',
  approve: 'Approve',
  reject: 'Reject',
  comment: 'Comment',
  cancel: 'Cancel Review',
  publish: 'Publish',
};
const REFUSAL: Record<string, string> = {
  'review.refused.categoryRequired': 'The category is required',
  'review.refused.terminal': 'This version is closed: it was rejected or cancelled. Upload a higher version to start again.',
  'review.refused.invalidState': 'This action is not possible in the current review state.',
};
/** Which sandbox route fails when an action is refused by a fault (adapters/sandbox/handlers/app-store-*.ts). */
const ROUTE_OF: Record<string, string> = {
  request: 'store.review.request',
  start: 'store.review.admin',
  approve: 'store.review.admin',
  reject: 'store.review.admin',
  cancel: 'store.review.cancel',
  comment: 'store.comment',
};
const PAGE = { developer: '/store/developer/blocklets', admin: '/store/console/blocklets' } as const;
/** Who each sandbox identity is, as the account menu names them. */
const PERSON = { developer: 'Carol Developer', admin: 'Dave Admin' } as const;

/** The oracle's facts in the page's words. */
function screenFacts(facts: Record<string, unknown>): ReviewFacts {
  const actions = (facts.actions as string[] | undefined) ?? [];
  const waiting = (facts.waitingForMessage as string[] | undefined) ?? [];
  const confirming = facts.confirming as { action: string; changed: { status: Status } | null; refusalKey: string | null } | null | undefined;
  // The dialog's note when the version changed while it was open, and why Confirm is refused there.
  const changed = confirming?.changed ? `While this was open, the version changed: it is now ${STATUS[confirming.changed.status]}.` : null;
  const refused = confirming?.refusalKey ? ` You can no longer ${BUTTON[confirming.action]}: ${REFUSAL[confirming.refusalKey]!}` : '';
  return {
    status: STATUS[facts.status as Status],
    buttons: actions.map((action) => ({ name: BUTTON[action]!, enabled: !waiting.includes(action) })),
    alerts: [facts.errorText as string | null, facts.refusalKey ? REFUSAL[facts.refusalKey as string]! : null].filter((text): text is string => Boolean(text)),
    message: (facts.messageActions as string[] | undefined)?.length ? (facts.message as string) : null,
    confirming: confirming ? BUTTON[confirming.action]! : null,
    confirmNote: changed ? `${changed}${refused}` : null,
    confirmRefused: Boolean(confirming?.refusalKey),
  };
}

// `npm run qa -- walk app-review [n]` (scripts/qa/walk.ts): QA_WALK_LIST prints the walks by
// number; QA_WALK_PATH=n runs only walk n.
if (process.env.QA_WALK_LIST) graph.reviewWalks.forEach((walk, index) => console.log(`#${index + 1} [walked] ${walk.title}`));
const chosen = process.env.QA_WALK_PATH ? Number(process.env.QA_WALK_PATH) : null;
if (chosen !== null && !graph.reviewWalks[chosen - 1]) throw new Error(`QA_WALK_PATH: no walk ${chosen} (walks 1-${graph.reviewWalks.length})`);

test.describe('review machine walked from its own graph through the real UI', () => {
  test('the walks reach every final state and plan the transitions a person can take', () => {
    expect(new Set(graph.reviewWalks.map((walk) => walk.final))).toEqual(new Set(['REJECTED', 'CANCELLED', 'PUBLISHED']));
    const { taken, total } = graph.planned();
    // 6 of 72 cannot be taken on this UI: a refusal outside In Review (the panel disables what
    // the rules refuse, and only offers what they allow).
    expect(taken.size).toBeGreaterThanOrEqual(66);
    expect(total).toBe(72);
  });

  graph.reviewWalks.forEach((walk, index) => {
    if (chosen !== null && chosen !== index + 1) return;
    test(`#${index + 1} ${walk.title}`, async ({ page }) => {
      test.setTimeout(480_000);
      const store = new Store(page);
      const sandbox = new Sandbox(page);
      const app = `review-walk-${'abcdefghij'[index]}`;
      const did = exampleAppDid(1000 + index);
      await store.as('developer', PAGE.developer);
      // A fresh app with one uploaded version (the draft every walk starts from).
      await page.evaluate(async ({ name, did }) => {
        const post = (path: string, body: unknown) =>
          fetch(`/store/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
        const created = await post('/developer/blocklets', { name, remark: '', permission: 'Public', did });
        await post('/blocklets/upload', { did: created.did, version: '1.0.0', changeLog: 'First', readme: `# ${name}`, bundleSize: 10 });
      }, { name: app, did });

      /** The other side acts through the store (the sandbox plays them: x-sandbox-act-as); its relay event reaches this page. */
      const asOther = (other: string, method: string, path: string, body: unknown) =>
        page.evaluate(
          async ({ other, method, path, body }) => {
            const answer = await fetch(`/store/api${path}`, { method, headers: { 'content-type': 'application/json', 'x-sandbox-act-as': other }, body: JSON.stringify(body) });
            if (!answer.ok) throw new Error(`${method} ${path} as ${other}: ${answer.status} ${await answer.text()}`);
          },
          { other, method, path, body },
        );
      const otherComments = (other: string, content: string) => asOther(other, 'POST', `/blocklets/${did}/comment/1.0.0`, { content, action: 'comment' });

      /**
       * Another person signs in on this page, as a person does, one switch at a time: the account
       * menu names them and the panel has reloaded for them (Refresh is offered again) before the
       * next. The machine's `loading` state drops a reload asked while one is in flight; a second
       * switch within a reload left the panel without buttons until the load learned to ask again
       * for the person signed in (routes/-store/review-load.ts, docs/qa.md, session 17).
       */
      const switchTo = async (identity: 'developer' | 'admin') => {
        await page.evaluate((name) => window.__sandbox!.setIdentity(name), identity);
        await serverExpect(page.getByRole('button', { name: new RegExp(`^Account menu of ${PERSON[identity]} `) })).toBeVisible();
        await serverExpect(store.reviewPanel().getByRole('button', { name: 'Refresh', exact: true })).toBeEnabled();
      };

      const doStep = async (op: Op, from: Status, facts: Record<string, unknown>) => {
        const panel = store.reviewPanel();
        switch (op.kind) {
          case 'recheck': {
            await store.act(BUTTON[op.action]!, op.action === 'reject' ? { message: graph.MESSAGE } : {});
            await store.expectConfirmation(BUTTON[op.action]!);
            if (op.fail) await sandbox.setFault('store.detail', { kind: 'error500' });
            if (op.to) await asOther(op.other, 'PUT', `/console/blocklets/${did}/review`, { version: '1.0.0', action: 'REJECTED', content: 'Rejected by another reviewer.' });
            else await otherComments(op.other, `${graph.MESSAGE} (while confirming)`);
            if (op.fail) {
              // The reload failed: the dialog closed on the error; the typed reason is still in the box.
              await expect(panel.getByText('The review could not be loaded.')).toBeVisible({ timeout: 20_000 });
              await sandbox.clearFaults('store.detail');
              await panel.getByRole('button', { name: 'Retry' }).click();
              return;
            }
            if (op.to) return;
            // Still allowed: the dialog says the version changed, Confirm can still be pressed; the reviewer keeps it.
            await store.expectConfirmation(BUTTON[op.action]!, { note: `While this was open, the version changed: it is now ${STATUS[from]}.`, refused: false });
            await store.keep();
            return;
          }
          case 'staleRemote':
            await otherComments(op.other, `${graph.MESSAGE} (after the rejection)`);
            await serverExpect(page.getByText(`${graph.MESSAGE} (after the rejection)`)).toBeVisible();
            // The refused confirmation as the reviewer sees it: its note, the disabled Yes, the way back.
            await store.expectConfirmation('Reject', { note: screenFacts(facts).confirmNote ?? null, refused: true });
            await store.axe('a confirmation refused after another reviewer rejected');
            await page.screenshot({ path: test.info().outputPath('refused-confirmation.png') });
            return;
          case 'back':
            await store.backToReview();
            return;
          case 'open':
            await store.as(op.identity, PAGE[op.identity]);
            if (op.failFirst) {
              await sandbox.setFault('store.detail', { kind: 'error500' });
              await store.openReview(app);
              await expect(panel.getByText('The review could not be loaded.')).toBeVisible({ timeout: 20_000 });
              await sandbox.clearFaults('store.detail');
              await panel.getByRole('button', { name: 'Retry' }).click();
            } else await store.openReview(app);
            return;
          case 'remote':
            if (op.to) {
              // The owner requests the review from another tab: the relay's 'blocklet.reviewed' reloads this panel.
              await page.evaluate(async (did) => {
                await fetch(`/store/api/developer/blocklets/${did}/request-review`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ version: '1.0.0' }) });
              }, did);
              await store.expectStatus(STATUS[op.to]);
              return;
            }
            // The other side comments through the store: the relay's 'blocklet.reviewed' reloads this panel.
            await page.evaluate(
              async ({ did, content }) => {
                await fetch(`/store/api/blocklets/${did}/comment/1.0.0`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content, action: 'comment' }) });
              },
              { did, content: `${graph.MESSAGE} (elsewhere)` },
            );
            await store.expectHistory(`${graph.MESSAGE} (elsewhere)`);
            return;
          case 'comment':
            if (op.fail) await sandbox.setFault('store.comment', { kind: 'error500', times: 1 });
            await store.act('Comment', { message: graph.MESSAGE });
            return;
          case 'dismiss':
            await store.act(BUTTON[op.action]!, op.action === 'reject' ? { message: graph.MESSAGE } : {});
            await store.keep();
            return;
          case 'refuse':
            await store.act('Approve', { message: graph.MESSAGE });
            return;
          case 'refresh':
            await panel.getByRole('button', { name: 'Refresh', exact: true }).click();
            return;
          case 'switch':
            // The app's own page, where both the owner and an admin see the review.
            await page.goto(`/store/blocklets/${did}/1.0.0`);
            await expect(panel).toBeVisible({ timeout: 20_000 });
            await store.expectStatus(STATUS[from]);
            await switchTo(op.other);
            await serverExpect(panel.getByRole('button', { name: 'Comment', exact: true })).toBeVisible();
            await switchTo(op.identity);
            return;
          case 'act': {
            if (op.fail) await sandbox.setFault(ROUTE_OF[op.action]!, { kind: 'error500', times: 1 });
            const message = op.action === 'approve' || op.action === 'reject' ? { message: graph.MESSAGE } : {};
            await store.act(BUTTON[op.action]!, { ...message, ...(op.action === 'approve' ? { category: graph.CATEGORY.label } : {}) });
            if (op.action === 'reject' || op.action === 'cancel') await store.confirm(BUTTON[op.action]!);
            if (op.action === 'publish' && !op.fail) await store.approveWallet('free-publish-blocklet');
            if (!op.fail) await store.expectStatus(STATUS[op.to]);
            return;
          }
        }
      };

      for (const [number, step] of walk.steps.entries()) {
        await test.step(`${number + 1}. ${step.op.kind} ${'action' in step.op ? step.op.action : ''} (${step.from})`, async () => {
          await doStep(step.op, step.from!, step.facts);
          await store.expectReview(screenFacts(step.facts));
        });
      }
      await store.axe(`${walk.final} after ${walk.title}`);
      await writeWalkRecord(page, test.info(), { machine: 'app-review', title: walk.title, pages: graph.pageEvents(walk) });
    });
  });
});
