// A Mermaid state diagram (stateDiagram-v2) of any machine, from its state nodes: compound
// states as composites, parallel regions separated by `--`, initial and final markers, every
// transition labelled with its event and guard. `marks` prefixes chosen transitions' labels
// (the HTML report marks those not walked: ✗ unit replay, ○ browser walk, and colours them).
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { inventoryOf } from '@machines/test-kit';

const idOf = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_');
/** Mermaid labels end at a newline and choke on a few characters: keep them plain. */
const clean = (text: string) => text.replace(/[^A-Za-z0-9_.\-[\]!#, ]/g, '_');
/** `xstate.after.shake.m.ready.shaking` → `after shake`; `xstate.done.state.m.loading` → `done.state`. */
export const eventLabel = (eventType: string, source = '') => {
  if (eventType === '') return 'always';
  const short = eventType.replace(/^xstate\./, '').replace(`.${source}`, '');
  return short.startsWith('after.') ? `after ${short.slice('after.'.length)}` : short;
};

function declare(node: AnyStateNode, indent: string, lines: string[]) {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) {
    lines.push(`${indent}state "${clean(node.key)}" as ${idOf(node)}`);
    return;
  }
  lines.push(`${indent}state "${clean(node.key)}" as ${idOf(node)} {`);
  if (node.type === 'parallel') {
    children.forEach((child, index) => {
      if (index > 0) lines.push(`${indent}  --`);
      declare(child, `${indent}  `, lines);
    });
  } else {
    const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
    if (initial) lines.push(`${indent}  [*] --> ${idOf(initial)}`);
    for (const child of children) declare(child, `${indent}  `, lines);
  }
  lines.push(`${indent}}`);
}

function* nodes(node: AnyStateNode): Generator<AnyStateNode> {
  yield node;
  for (const child of Object.values(node.states) as AnyStateNode[]) yield* nodes(child);
}

export function mermaidDiagram(machine: AnyStateMachine, marks: ReadonlyMap<string, string> = new Map()): string {
  const lines = ['stateDiagram-v2'];
  const root = machine.root;
  const top = Object.values(root.states) as AnyStateNode[];
  if (root.type === 'parallel') {
    declare(root, '  ', lines);
  } else {
    const initial = root.initial?.target?.[0] as AnyStateNode | undefined;
    if (initial) lines.push(`  [*] --> ${idOf(initial)}`);
    for (const child of top) declare(child, '  ', lines);
  }
  for (const node of nodes(root)) {
    if (node.type === 'final' && node.parent === root) lines.push(`  ${idOf(node)} --> [*]`);
  }
  for (const transition of inventoryOf(machine).transitions) {
    const source = machine.getStateNodeById(transition.source);
    const targets = (transition.definition.target as AnyStateNode[] | undefined) ?? [source];
    const guard = transition.id.match(/#\d+ \[(.+?)\]-->/)?.[1];
    const mark = marks.has(transition.id) ? `${marks.get(transition.id)} ` : '';
    const label = `${mark}${clean(eventLabel(transition.eventType, transition.source))}${guard ? ` [${clean(guard)}]` : ''}`;
    for (const target of targets) lines.push(`  ${idOf(source)} --> ${idOf(target)} : ${label}`);
  }
  return lines.join('\n');
}

/** One row per transition, for the docs and the CLI: from, event, guard, to. */
export function transitionRows(machine: AnyStateMachine) {
  return inventoryOf(machine).transitions.map((transition) => {
    const targets = (transition.definition.target as AnyStateNode[] | undefined)?.map((node) => node.id) ?? [];
    return {
      id: transition.id,
      from: transition.source,
      event: eventLabel(transition.eventType, transition.source),
      guard: transition.id.match(/#\d+ \[(.+?)\]-->/)?.[1] ?? '',
      to: targets.length ? targets.join(', ') : '(stays)',
    };
  });
}
