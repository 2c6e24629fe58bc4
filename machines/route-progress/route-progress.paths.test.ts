import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';
import { routeProgressGraph as graph } from './route-progress.graph';

describe('route progress machine paths', () => {
  it('covers every state and transition', () => {
    const report = expectFullCoverage(graph.machine, graph.options);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
