import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';
import { autoTopUpGraph as graph } from './auto-top-up.graph';

describe('auto top-up dialog paths', () => {
  it('covers every state and transition', () => {
    const report = expectFullCoverage(graph.machine, graph.options);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
