// Every area registers its English and Chinese texts here; the parity test walks both maps.
import { common as enCommon } from './en/common';
import { common as zhCommon } from './zh/common';
import { domain as enDomain } from './en/domain';
import { domain as zhDomain } from './zh/domain';

export const en = { ...enCommon, ...enDomain };
export type MessageKey = keyof typeof en;
export const zh: Record<MessageKey, string> = { ...zhCommon, ...zhDomain };
