// What a passed browser walk leaves for the QA coverage table (scripts/qa/coverage.ts): the walk's
// machine and title, the events it planned, and what the page's actors really did, read from the
// page's hook (routes/-inspector/qa-transitions.ts; sandbox builds only). The observed keys count,
// for every machine the page ran; the planned events are kept to read a failure by.
import type { Page, TestInfo } from '@playwright/test';
import { writeFileSync } from 'node:fs';

interface PlannedWalk {
  machine: string;
  title: string;
  input?: unknown;
  events?: unknown[];
  /** A walk over several pages: each page's events (each page runs a new actor). */
  pages?: unknown[][];
}

/** The transition and state keys the page's actors produced since the tab opened. */
export async function observedTransitions(page: Page): Promise<string[]> {
  const observed = await page.evaluate(() => window.__qaTransitions?.() ?? null);
  if (!observed) throw new Error('The page records no transitions: the walk needs a sandbox build (window.__qaTransitions).');
  return observed;
}

/** Writes qa-walk.json into the test's output folder (emptied by Playwright at the start of each run). */
export async function writeWalkRecord(page: Page, info: TestInfo, walk: PlannedWalk) {
  const observed = await observedTransitions(page);
  writeFileSync(info.outputPath('qa-walk.json'), JSON.stringify({ ...walk, observed }));
}
