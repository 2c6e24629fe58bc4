// A Playwright reporter that prints, at the end of a run, where the browser stage's time went:
// the spec files by the time their tests took (retries included), the slowest first. The CI budget
// (README, "What `npm test` runs") is spent here; this table says which journeys to look at first.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface FileTime {
  tests: number;
  milliseconds: number;
}

const SHOWN = 15;

export default class TimeByFileReporter implements Reporter {
  private readonly files = new Map<string, FileTime>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.replace(/^.*?\/e2e\//, 'e2e/');
    const entry = this.files.get(file) ?? { tests: 0, milliseconds: 0 };
    // A retried test is counted once, with the time of every attempt.
    if (result.retry === 0) entry.tests++;
    entry.milliseconds += result.duration;
    this.files.set(file, entry);
  }

  onEnd(_result: FullResult): void {
    const rows = [...this.files.entries()].sort((a, b) => b[1].milliseconds - a[1].milliseconds);
    const total = rows.reduce((sum, [, entry]) => sum + entry.milliseconds, 0);
    if (total === 0) return;
    const seconds = (ms: number) => (ms / 1000).toFixed(0).padStart(5);
    console.log(`\nBrowser time by spec file (test time summed over workers: ${seconds(total).trim()} s; the ${Math.min(SHOWN, rows.length)} slowest of ${rows.length})`);
    for (const [file, entry] of rows.slice(0, SHOWN)) {
      const share = ((entry.milliseconds / total) * 100).toFixed(1).padStart(5);
      console.log(`${seconds(entry.milliseconds)} s ${share} %  ${String(entry.tests).padStart(3)} tests  ${file}`);
    }
  }

  printsToStdio(): boolean {
    return true;
  }
}
