import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';
import { sessionGraph as graph } from './session.graph';

describe('session machine paths', () => {
  it('covers every state and transition, and every state shows what the spec says', () => {
    const report = expectFullCoverage(graph.machine, { ...graph.options, oracle: graph.oracle });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.oracle).toEqual([]);
  });
});
