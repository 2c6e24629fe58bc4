// The route progress bar, composed: the router's pending state drives the route-progress
// machine (its delays decide when the bar shows and goes), whose view the bar renders.
import { useRouterState } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { routeProgressMachine } from '@machines/route-progress/route-progress.machine';
import { routeProgressView } from '@machines/route-progress/route-progress.view';
import { RouteProgressBar } from '@ui/shell/RouteProgressBar';
import { inspection } from '../-inspector/machine-inspection';

export function RouteProgress() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
  const actor = useActorRef(routeProgressMachine, inspection());
  useEffect(() => {
    actor.send({ type: pending ? 'router.pending' : 'router.idle' });
  }, [actor, pending]);
  const phase = useSelector(actor, (snapshot) => routeProgressView(snapshot).phase);
  return <RouteProgressBar phase={phase} />;
}
