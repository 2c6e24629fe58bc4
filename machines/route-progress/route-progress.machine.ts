// The route progress bar (docs/spec/shell-store-and-tables.md §9, docs/reference/store-shell.md: the platform's Pace options):
//
//   idle ─router.pending─▶ waiting ─after restartAfter (500 ms)─▶ shown ─┐
//     ▲                       │ router.idle (a fast navigation: no bar)   │ settled and shown
//     └───────────────────────┘                                          │ ≥ minimum (250 ms)
//     ▲                                                                  ▼
//     └──────────── after ghost (100 ms) at 100 % ─────────────────── finishing
//                                     (router.pending while finishing: shown again)
//
// A navigation that settles within 500 ms never shows the bar (no flash); once shown it stays at
// least 250 ms, then fills and lingers 100 ms before it goes.
import { and, setup, stateIn } from 'xstate';
import { PROGRESS_BAR } from '@domain/platform';
import type { RouteProgressEvent } from './route-progress.types';

export type { RouteProgressEvent } from './route-progress.types';

export const routeProgressMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, no runtime effect
  types: { events: {} as RouteProgressEvent },
  delays: {
    restartAfter: PROGRESS_BAR.restartAfterMs,
    minimum: PROGRESS_BAR.minimumMs,
    ghost: PROGRESS_BAR.ghostMs,
  },
  guards: {
    settledAndSeenLongEnough: and([
      stateIn('#routeProgress.shown.minimum.met'),
      stateIn('#routeProgress.shown.route.settled'),
    ]),
  },
}).createMachine({
  id: 'routeProgress',
  initial: 'idle',
  states: {
    idle: {
      on: { 'router.pending': 'waiting' },
    },
    waiting: {
      after: { restartAfter: 'shown' },
      on: { 'router.idle': 'idle' },
    },
    shown: {
      type: 'parallel',
      tags: ['visible'],
      always: { guard: 'settledAndSeenLongEnough', target: 'finishing' },
      states: {
        minimum: {
          initial: 'young',
          states: {
            young: { after: { minimum: 'met' } },
            met: {},
          },
        },
        route: {
          initial: 'loading',
          states: {
            loading: { on: { 'router.idle': 'settled' } },
            settled: { on: { 'router.pending': 'loading' } },
          },
        },
      },
    },
    finishing: {
      tags: ['visible'],
      after: { ghost: 'idle' },
      on: { 'router.pending': 'shown' },
    },
  },
});
