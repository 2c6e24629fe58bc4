// Every area registers its English and Chinese texts here; the parity test walks both maps.
import { common as enCommon } from './en/common';
import { common as zhCommon } from './zh/common';
import { shell as enShell } from './en/shell';
import { shell as zhShell } from './zh/shell';
import { domain as enDomain } from './en/domain';
import { domain as zhDomain } from './zh/domain';

export const en = { ...enCommon, ...enShell, ...enDomain };
export type MessageKey = keyof typeof en;
export const zh: Record<MessageKey, string> = { ...zhCommon, ...zhShell, ...zhDomain };
