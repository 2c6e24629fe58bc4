// The review machine's generated paths through the real UI: every path from a
// new draft to a final state (review-graph.ts: generated from the domain's transition table under
// the sandbox store's rules) is walked on the developer's and the admin's pages, switching
// identity as the path needs. Each walk starts from a fresh app with one uploaded version; after
// every step the panel shows the state the machine reaches with the same events; irreversible
// actions are dismissed once (nothing changes), then confirmed; an approval without a category
// is refused first. A rejected or cancelled version stays so: the developer has no Request Review
// and the store refuses one. A passed walk leaves qa-walk.json for the QA coverage table (docs/qa.md).
import { expect, test } from '@playwright/test';
import { createJiti } from 'jiti';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Store } from '../models/Store';
import type { WalkEvent, WalkPath, WalkStep } from './review-graph';

const root = (dir: string) => fileURLToPath(new URL(`../../${dir}`, import.meta.url));
const jiti = createJiti(import.meta.url, {
  alias: { '@domain': root('domain'), '@machines': root('machines'), '@adapters': root('adapters'), '@ui': root('ui'), '@test': root('test') },
});
const graph = await jiti.import<{
  reviewPaths: WalkPath[];
  eventsOf: (path: WalkPath) => WalkEvent[];
  replay: (events: WalkEvent[]) => string[];
  nodeOf: (state: WalkStep['to']) => string;
}>('./review-graph.ts');
// The walk's apps are made by script, so their DIDs come from a number instead of a browser key pair.
const { exampleAppDid } = await jiti.import<{ exampleAppDid: (seed: number) => string }>('../../adapters/store/example-did.ts');

const STATUS: Record<WalkStep['to'], string> = {
  DRAFT: 'Draft Version',
  PENDING_REVIEW: 'Pending',
  IN_REVIEW: 'In Review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
  PUBLISHED: 'Published',
};
const BUTTON: Partial<Record<WalkStep['action'], string>> = {
  request: 'Request Review',
  start: 'Review',
  approve: 'Approve',
  reject: 'Reject',
  cancel: 'Cancel Review',
  publish: 'Publish',
};
const PAGE = { developer: '/store/developer/blocklets', admin: '/store/console/blocklets' } as const;

// `npm run qa -- walk app-review [n]` (scripts/qa/walk.ts): QA_WALK_LIST prints the paths by
// number; QA_WALK_PATH=n runs only path n.
if (process.env.QA_WALK_LIST) graph.reviewPaths.forEach((path, index) => console.log(`#${index + 1} [walked] ${path.title}`));
const chosen = process.env.QA_WALK_PATH ? Number(process.env.QA_WALK_PATH) : null;
if (chosen !== null && !graph.reviewPaths[chosen - 1]) throw new Error(`QA_WALK_PATH: no path ${chosen} (paths 1-${graph.reviewPaths.length})`);

test.describe('review machine paths through the real UI', () => {
  test('the generated paths reach every final state, and the machine agrees with each step', () => {
    expect(new Set(graph.reviewPaths.map((p) => p.final))).toEqual(new Set(['REJECTED', 'CANCELLED', 'PUBLISHED']));
    for (const path of graph.reviewPaths) expect(graph.replay(graph.eventsOf(path)).at(-1), path.title).toBe(graph.nodeOf(path.final));
  });

  graph.reviewPaths.forEach((path, index) => {
    if (chosen !== null && chosen !== index + 1) return;
    test(`#${index + 1} ${path.title}`, async ({ page }) => {
      test.setTimeout(120_000);
      const store = new Store(page);
      const app = `review-walk-${'abcdefghij'[index]}`;
      await store.as('developer', PAGE.developer);
      // A fresh app with one uploaded version (the draft every path starts from).
      await page.evaluate(async ({ name, did }) => {
        const post = (path: string, body: unknown) =>
          fetch(`/store/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
        const created = await post('/developer/blocklets', { name, remark: '', permission: 'Public', did });
        await post('/blocklets/upload', { did: created.did, version: '1.0.0', changeLog: 'First', readme: `# ${name}`, bundleSize: 10 });
      }, { name: app, did: exampleAppDid(1000 + index) });

      // The machine's state after each step, as the same events move it.
      const events = graph.eventsOf(path);
      expect(graph.replay(events).at(-1)).toBe(graph.nodeOf(path.final));

      let identity: WalkStep['identity'] | null = null;
      for (const step of path.steps) {
        if (step.identity !== identity) {
          await store.as(step.identity, PAGE[step.identity]);
          await store.openReview(app);
          identity = step.identity;
        }
        await store.expectStatus(STATUS[step.from]);
        const button = BUTTON[step.action]!;
        const message = step.action === 'approve' || step.action === 'reject' ? { message: 'Walked by the review path test.' } : {};
        if (step.refuseFirst) {
          await store.act(button, message);
          await expect(store.reviewPanel().getByRole('alert')).toHaveText('The category is required');
          await store.expectStatus(STATUS[step.from]);
        }
        if (step.confirm) {
          await store.act(button, message);
          await page.getByRole('dialog', { name: 'This cannot be undone' }).getByRole('button', { name: 'Keep it' }).click();
          await store.expectStatus(STATUS[step.from]);
          await store.act(button, message);
          await store.confirm(button);
        } else {
          await store.act(button, { ...message, ...(step.action === 'approve' ? { category: 'AI' } : {}) });
        }
        if (step.action === 'publish') await store.approveWallet('free-publish-blocklet');
        await store.expectStatus(STATUS[step.to]);
      }
      if (path.final === 'REJECTED' || path.final === 'CANCELLED') {
        // Irreversible: the developer may only comment on this version, and the store refuses a new request.
        if (identity !== 'developer') {
          await store.as('developer', PAGE.developer);
          await store.openReview(app);
          await store.expectStatus(STATUS[path.final]);
        }
        await store.expectActions(['Comment']);
        const refused = await page.evaluate(async (did) => {
          const answer = await fetch(`/store/api/developer/blocklets/${did}/request-review`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ version: '1.0.0' }) });
          return answer.status;
        }, exampleAppDid(1000 + index));
        expect(refused).toBe(400);
        await store.expectStatus(STATUS[path.final]);
      }
      await store.axe(`${path.final} after ${path.title}`);
      const record = { machine: 'app-review', title: path.title, input: undefined, events };
      writeFileSync(test.info().outputPath('qa-walk.json'), JSON.stringify(record));
    });
  });
});
