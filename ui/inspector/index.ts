// The sandbox's machine inspector panel (presentational; wired by routes/-inspector).
export { InspectorPanel, type InspectorPanelProps, type InspectorActorView, type InspectorEventView, type InspectorAcceptedView } from './InspectorPanel';
