// The hosted pricing table's pieces (routes/-pricing-table composes them).
export { PricingTableView, type PricingTableViewProps, type Choice } from './PricingTableView';
export { PlanCard, type PlanCardProps } from './PlanCard';
export { PricingTableSkeleton } from './PricingTableSkeleton';
export { PricingTableMessage } from './PricingTableMessage';
