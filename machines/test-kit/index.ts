export { expectFullCoverage, measureCoverage, formatCoverage, type CoverageReport } from './expect-full-coverage';
export { generatePaths, eventsToTry, type MachinePath, type PathOptions } from './generate-paths';
export { inventoryOf, type MachineInventory, type TransitionEntry } from './machine-inventory';
export { defineGraph, type MachineGraph } from './machine-graph';
export { replayPaths, type ReplayResult } from './replay';
