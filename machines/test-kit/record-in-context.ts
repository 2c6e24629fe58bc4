import { assign } from 'xstate';

/**
 * In a graph's machine, the stand-in for an action the app provides with a port (notify, track,
 * remember): it appends what the machine gave it to `context[key]`, in order, so the oracle can
 * judge what the page was told. The real action keeps nothing; this one only records.
 */
export const recordInContext = (key: string) =>
  assign(({ context }: { context: Record<string, unknown> }, given: unknown) => ({ [key]: [...((context[key] as unknown[] | undefined) ?? []), given] })) as never;
