import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';
import { fastPayGraph as graph } from './fast-pay.graph';

describe('fast pay paths', () => {
  it('covers every state and transition, and every state shows what the spec says', () => {
    const report = expectFullCoverage(graph.machine, { ...graph.options, oracle: graph.oracle });
    expect(report.transitions.missing).toEqual([]);
    expect(report.oracle).toEqual([]);
  });
});
