// The route progress machine's input, context and events (zag's layout): the machine, its actors and
// its view import them from here.

export type RouteProgressEvent = { type: 'router.pending' } | { type: 'router.idle' };
