// One page load of the subscription lifecycle walk: a person at /customer/subscription/{id}
// doing what each event of the walk says (lifecycle-steps.ts), and the page showing, wherever the
// machine waits for them, the state and the oracle's facts (the dialog; with none, the phase and
// the actions offered). Used by lifecycle-paths.spec.ts and by the specs the QA command exports
// (`npm run qa -- paths subscription-lifecycle --format playwright`).
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { Sandbox } from '../models/Sandbox';
import { SubscriptionPortal } from '../models/SubscriptionPortal';
import type { Ev } from './lifecycle-graph';
import { graph } from './lifecycle-graph-loader';
import { describeEvent, type Scenario } from './lifecycle-plan';
import { actionOf, expectShown, type Walker } from './lifecycle-steps';

export async function walkLifecycle(page: Page, context: BrowserContext, scenario: Scenario, events: Ev[]) {
  const portal = new SubscriptionPortal(page);
  const sandbox = new Sandbox(page);
  const walker: Walker = { page, context, portal, sandbox, subscriptionId: scenario.id };
  const states = graph.replay(events);
  if (events[0]!.type === 'xstate.error.actor.loadSubscription') {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.evaluate((name) => window.__sandbox!.setIdentity(name), scenario.identity);
    await sandbox.setFault('subscriptions.get', { kind: 'error500', times: 1 });
    await page.goto(`/customer/subscription/${scenario.id}`);
  } else {
    await portal.open(scenario.id, scenario.identity);
  }
  for (const [i, event] of events.entries()) {
    if (i > 0) {
      const act = actionOf(events, i, states[i - 1]!);
      if (act === 'unmapped') throw new Error(`no UI step for ${describeEvent(event)}`);
      if (act) await act(walker);
    }
    // Where the machine waits for the person (the next event is theirs, or the walk ends), the page shows that state.
    const next = i + 1 < events.length ? actionOf(events, i + 1, states[i]!) : 'end';
    if (next !== null) {
      await expectShown(walker, states[i]!, event);
      // The oracle's facts for this step, on screen: the dialog, and with none the phase and the actions offered.
      const expected = graph.expectedOnScreen(events, i);
      await expect
        .poll(async () => graph.factMismatches(expected, { ...(await portal.facts()) }), { message: `${states[i]} after ${describeEvent(event)}` })
        .toEqual([]);
    }
  }
}
