// Presentational pieces of the sandbox: the lead's dock and the sandbox pages render these.
export { WalletPanel, type WalletPanelProps } from './WalletPanel';
export { SandboxPanel, type SandboxPanelProps } from './SandboxPanel';
export { StorePreferencesPanel, type StorePreferencesPanelProps } from './StorePreferencesPanel';
export { ScenarioList, scenarioGroupKey, scenarioTitleKey, scenarioDescriptionKey, type ScenarioListProps } from './ScenarioList';
export { useSandboxSnapshot } from './useSandboxSnapshot';
export type * from './types';
