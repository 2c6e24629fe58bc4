import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';
import { fastPayGraph as graph } from './fast-pay.graph';

describe('fast pay paths', () => {
  it('covers every state and transition', () => {
    const report = expectFullCoverage(graph.machine, graph.options);
    expect(report.transitions.missing).toEqual([]);
  });
});
