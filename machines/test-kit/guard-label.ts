// A transition's guard as a name a person can read in a path listing: a named guard by its name
// (with its parameters when they are fixed), XState's and/or/not/stateIn by what they combine,
// and an inline function by its own condition, since its JavaScript name is only the property it
// was written under (`guard`).

const INLINE_MAX = 60;

/** The condition of an inline guard: `({ event }) => event.card` reads `event.card`. */
function inlineCondition(fn: (...args: never[]) => unknown): string {
  const source = Function.prototype.toString.call(fn).replace(/\s+/g, ' ').trim();
  const arrow = /^(?:async )?(?:\([^)]*\)|[\w$]+) => (.*)$/s.exec(source);
  const body = (arrow?.[1] ?? source).replace(/^\{ ?return (.*?);? ?\}$/, '$1');
  return body.length > INLINE_MAX ? `${body.slice(0, INLINE_MAX - 1)}…` : body;
}

const fixedParams = (params: unknown): string => {
  if (params === undefined || typeof params === 'function') return '';
  if (params === null || typeof params !== 'object') return `(${JSON.stringify(params)})`;
  const entries = Object.entries(params as Record<string, unknown>).map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return `(${entries.join(', ')})`;
};

export function guardLabel(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const higher = guard as { name: string; guards?: unknown[]; stateValue?: unknown };
    if (higher.stateValue !== undefined) return `stateIn(${typeof higher.stateValue === 'string' ? higher.stateValue : JSON.stringify(higher.stateValue)})`;
    if (Array.isArray(higher.guards) && ['and', 'or', 'not'].includes(higher.name)) return `${higher.name}(${higher.guards.map(guardLabel).join(', ')})`;
    return `inline: ${inlineCondition(guard as (...args: never[]) => unknown)}`;
  }
  const { type, params } = guard as { type?: unknown; params?: unknown };
  if (typeof type === 'string') return `${type}${fixedParams(params)}`;
  return guardLabel(type);
}
