import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** One transition of a machine, named so that a missing one reads well in a failure message. */
export interface TransitionEntry {
  id: string;
  source: string;
  eventType: string;
  definition: AnyTransitionDefinition;
}

export interface MachineInventory {
  states: string[];
  transitions: TransitionEntry[];
  /** Every event type the machine reacts to, including done/error/after events. */
  eventTypes: string[];
}

const guardName = (definition: AnyTransitionDefinition): string => {
  const guard = definition.guard as unknown;
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'function') return ` [${guard.name || 'inline guard'}]`;
  const type = (guard as { type?: unknown }).type;
  return ` [${typeof type === 'string' ? type : 'guard'}]`;
};

const targetsOf = (definition: AnyTransitionDefinition): string =>
  definition.target?.map((node: AnyStateNode) => node.id).join(', ') || '(self)';

function* walk(node: AnyStateNode): Generator<AnyStateNode> {
  yield node;
  for (const child of Object.values(node.states) as AnyStateNode[]) yield* walk(child);
}

/** Lists the states and transitions of a machine by walking its state nodes. */
export function inventoryOf(machine: AnyStateMachine): MachineInventory {
  const states: string[] = [];
  const transitions: TransitionEntry[] = [];
  const eventTypes = new Set<string>();
  for (const node of walk(machine.root)) {
    states.push(node.id);
    for (const [eventType, definitions] of node.transitions) {
      if (eventType === '*') continue;
      eventTypes.add(eventType);
      definitions.forEach((definition, index) => {
        transitions.push({
          id: `${node.id} --${eventType}#${index}${guardName(definition)}--> ${targetsOf(definition)}`,
          source: node.id,
          eventType,
          definition,
        });
      });
    }
    (node.always ?? []).forEach((definition, index) => {
      transitions.push({
        id: `${node.id} --always#${index}${guardName(definition)}--> ${targetsOf(definition)}`,
        source: node.id,
        eventType: '',
        definition,
      });
    });
  }
  return { states, transitions, eventTypes: [...eventTypes].sort() };
}
