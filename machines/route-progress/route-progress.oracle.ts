// What must hold in each route progress state (docs/spec/shell-store-and-tables.md §9, the
// platform's Pace options): the bar is folded from the router's events and the timers that fired,
// as the spec tells it, never read from the machine. A navigation that settles within 500 ms shows
// nothing; once shown the bar runs until the route has settled and it was seen 250 ms, then it is
// full for 100 ms; a new navigation while it fills shows it running again.
import type { EventObject } from 'xstate';
import { defineOracle } from '@machines/test-kit/oracle';
import { routeProgressView } from './route-progress.view';

type Phase = 'hidden' | 'waiting' | 'running' | 'done';

interface Bar {
  phase: Phase;
  /** The route of the shown bar has settled. */
  settled: boolean;
  /** The shown bar was seen for the minimum. */
  seenLongEnough: boolean;
}

const HIDDEN: Bar = { phase: 'hidden', settled: false, seenLongEnough: false };
const RUNNING: Bar = { phase: 'running', settled: false, seenLongEnough: false };

/** Running with both conditions met is done: the bar fills. */
const finishIfDue = (bar: Bar): Bar => (bar.phase === 'running' && bar.settled && bar.seenLongEnough ? { ...bar, phase: 'done' } : bar);

function next(bar: Bar, event: EventObject): Bar {
  const timer = event.type.startsWith('xstate.after.') ? event.type.split('.')[2] : null;
  if (event.type === 'router.pending') {
    if (bar.phase === 'hidden') return { ...HIDDEN, phase: 'waiting' };
    if (bar.phase === 'running') return { ...bar, settled: false };
    if (bar.phase === 'done') return RUNNING;
    return bar;
  }
  if (event.type === 'router.idle') {
    if (bar.phase === 'waiting') return HIDDEN;
    if (bar.phase === 'running') return finishIfDue({ ...bar, settled: true });
    return bar;
  }
  if (timer === 'restartAfter' && bar.phase === 'waiting') return RUNNING;
  if (timer === 'minimum' && bar.phase === 'running') return finishIfDue({ ...bar, seenLongEnough: true });
  if (timer === 'ghost' && bar.phase === 'done') return HIDDEN;
  return bar;
}

const barAfter = (events: readonly EventObject[]) => events.reduce(next, HIDDEN);

/** What the page shows for the folded bar: waiting is still nothing on screen. */
const shown = (events: readonly EventObject[]) => {
  const { phase } = barAfter(events);
  return phase === 'hidden' || phase === 'waiting' ? { visible: false, phase: 'hidden' as const } : { visible: true, phase };
};

export const routeProgressOracle = defineOracle({
  observe: routeProgressView,
  describe: { visible: 'the progress bar is visible', phase: 'the bar is hidden, running or full' },
  states: {
    'routeProgress.idle': ({ events }) => ({ ...shown(events), visible: false }),
    'routeProgress.waiting': ({ events }) => ({ ...shown(events), visible: false }),
    'routeProgress.shown': ({ events }) => ({ ...shown(events), visible: true }),
    'routeProgress.finishing': ({ events }) => ({ ...shown(events), visible: true, phase: 'done' as const }),
  },
});
