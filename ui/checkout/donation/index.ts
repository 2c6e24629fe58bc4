// Donation (tip) checkout views.
export { TipAmountPicker, type TipAmountPickerProps } from './TipAmountPicker';
export { BenefitsSummary, type BenefitsSummaryProps } from './BenefitsSummary';
export { BenefitsPanel, type BenefitsPanelProps } from './BenefitsPanel';
export { DonationActions, type DonationActionsProps } from './DonationActions';
export { DonationComplete, type DonationCompleteProps } from './DonationComplete';
export { DonationDisabledNotice, type DonationDisabledNoticeProps } from './DonationDisabledNotice';
