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

export const en = { ...enCommon, ...enShell, ...enDomain, ...enValidation, ...enPricing };
export type MessageKey = keyof typeof en;
export const zh: Record<MessageKey, string> = { ...zhCommon, ...zhShell, ...zhDomain, ...zhValidation, ...zhPricing };
