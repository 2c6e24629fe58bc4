export { expectFullCoverage, measureCoverage, formatCoverage, type CoverageReport } from './expect-full-coverage';
export { generatePaths, eventsToTry, type MachinePath, type PathOptions } from './generate-paths';
export { guardLabel } from './guard-label';
export { inventoryOf, type MachineInventory, type TransitionEntry } from './machine-inventory';
export { defineGraph, type MachineGraph } from './machine-graph';
export { randomWalk, stopLabel, type WalkOptions, type WalkResult, type WalkStep, type WalkStop } from './random-walk';
export { replayPaths, type ReplayResult } from './replay';
export { defineOracle, expectedFacts, factMismatches, judgeStep, oracleGaps, type AnyOracle, type MachineOracle, type OracleStep } from './oracle';
export { observedNames, observedStateKey, observedTransitionKey } from './observed-keys';
