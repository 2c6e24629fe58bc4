import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from '@machines/test-kit';
import { settingsLoaderGraph as graph } from './settings-loader.graph';

describe('settings loader paths', () => {
  it('covers every state and transition', () => {
    const report = expectFullCoverage(graph.machine, graph.options);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
