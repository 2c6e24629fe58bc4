// The sandbox's machine inspector panel (presentational; wired by routes/-app/inspector).
export { InspectorPanel, type InspectorPanelProps, type InspectorActorView, type InspectorEventView } from './InspectorPanel';
