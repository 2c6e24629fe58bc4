import { describe, expect, it } from 'vitest';
import { expectFullCoverage, generatePaths, measureCoverage } from '@machines/test-kit';
import { overdueDialogGraph as graph, overdueDialogOtherInputs } from './overdue-dialog.graph';

describe('overdue dialog paths', () => {
  it('covers every state and transition, and every state shows what the spec says', () => {
    const report = expectFullCoverage(graph.machine, { ...graph.options, oracle: graph.oracle });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.oracle).toEqual([]);
  });

  it.each(overdueDialogOtherInputs.map((input) => [JSON.stringify(input), input] as const))(
    'opened with %s, every state of every path shows what the spec says',
    (_, input) => {
      const options = { ...graph.options, input };
      const report = measureCoverage(graph.machine, generatePaths(graph.machine, options), input, graph.oracle);
      expect(report.paths).toBeGreaterThan(1);
      expect(report.oracle).toEqual([]);
    },
  );
});
