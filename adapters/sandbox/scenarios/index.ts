// The scenario catalogue: named, deterministic situations that reach every state of the spec.
import type { Scenario, ScenarioSeed } from './scenario';

export type { Scenario } from './scenario';

export const scenarios: readonly Scenario[] = [];

export const scenarioSeeds: readonly ScenarioSeed[] = scenarios.map((s) => s.seed);
