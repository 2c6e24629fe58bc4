// Every area registers its English and Chinese texts here; the parity test walks both maps.
import { common as enCommon } from './en/common';
import { common as zhCommon } from './zh/common';
import { shell as enShell } from './en/shell';
import { shell as zhShell } from './zh/shell';
import { domain as enDomain } from './en/domain';
import { domain as zhDomain } from './zh/domain';
import { validation as enValidation } from './en/validation';
import { validation as zhValidation } from './zh/validation';
import { pricing as enPricing } from './en/pricing';
import { pricing as zhPricing } from './zh/pricing';
import { checkout as enCheckout } from './en/checkout';
import { checkout as zhCheckout } from './zh/checkout';
import { donation as enDonation } from './en/donation';
import { donation as zhDonation } from './zh/donation';
import { billing as enBilling } from './en/billing';
import { billing as zhBilling } from './zh/billing';
import { outcome as enOutcome } from './en/outcome';
import { outcome as zhOutcome } from './zh/outcome';
import { sandbox as enSandbox } from './en/sandbox';
import { sandbox as zhSandbox } from './zh/sandbox';

export const en = { ...enCommon, ...enShell, ...enDomain, ...enValidation, ...enPricing, ...enCheckout, ...enDonation, ...enBilling, ...enOutcome, ...enSandbox };
export type MessageKey = keyof typeof en;
export const zh: Record<MessageKey, string> = { ...zhCommon, ...zhShell, ...zhDomain, ...zhValidation, ...zhPricing, ...zhCheckout, ...zhDonation, ...zhBilling, ...zhOutcome, ...zhSandbox };
