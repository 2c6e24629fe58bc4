// Shared by the walk's graph (loaded through jiti) and its steps (loaded by Playwright): no imports.
interface EventLike {
  type: string;
  [key: string]: unknown;
}

/** The cancel's answer was lost (the HTTP adapter's kind `network`): the server may have cancelled. */
export const lostCancel = (event: EventLike | undefined) =>
  event?.type === 'xstate.error.actor.cancelSubscription' && (event['error'] as { kind?: string } | undefined)?.kind === 'network';
