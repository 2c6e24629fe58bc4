// The route progress machine for path generation: no actors, only router events and delays.
import { defineGraph } from '@machines/test-kit/machine-graph';
import { routeProgressMachine } from './route-progress.machine';
import { routeProgressOracle } from './route-progress.oracle';

export const routeProgressGraph = defineGraph({
  machine: routeProgressMachine,
  options: {},
  oracle: routeProgressOracle,
});
