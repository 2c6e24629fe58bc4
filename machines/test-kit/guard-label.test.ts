import { and, not, stateIn } from 'xstate';
import { describe, expect, it } from 'vitest';
import { guardLabel } from './guard-label';

describe('guard labels in path listings', () => {
  it('names every kind of guard: named, parameterised, combined, inline', () => {
    const state = 'approved';
    const inline = { guard: ({ event }: { event: { output: { status: string } } }) => event.output.status === state }.guard;
    expect(guardLabel(inline)).toBe('inline: event.output.status === state');
    expect(guardLabel(and([stateIn('#a.b'), 'ready', not('blocked')]))).toBe('and(stateIn(#a.b), ready, not(blocked))');
    expect(guardLabel({ type: 'isPhase', params: { phase: 'canceled' } })).toBe('isPhase(phase: canceled)');
    expect(guardLabel({ type: 'needsCard', params: () => ({}) })).toBe('needsCard');
    expect(guardLabel('allowed')).toBe('allowed');
    expect(guardLabel(undefined)).toBe('');
  });
});
