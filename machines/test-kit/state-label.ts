// A state value as one readable string, the one form the QA command's listings, its exported
// paths and the sandbox's live inspector all write (so a path the inspector saves compares, state
// by state, with its replay): `ready(changes.idle, crossSell.settled)`, `a.b.c`.
export function stateLabel(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return String(value);
  const parts = Object.entries(value as Record<string, unknown>).map(([key, child]) => {
    const inner = stateLabel(child);
    return inner.startsWith('(') ? `${key}${inner}` : `${key}.${inner}`;
  });
  return parts.length === 1 ? parts[0]! : `(${parts.join(', ')})`;
}
