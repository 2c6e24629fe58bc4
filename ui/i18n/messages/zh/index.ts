import type { en } from '../en';
import { common } from './common';
import { shell } from './shell';
import { domain } from './domain';
import { validation } from './validation';
import { pricing } from './pricing';
import { checkout } from './checkout';
import { donation } from './donation';
import { billing } from './billing';
import { outcome } from './outcome';
import { sandbox } from './sandbox';

/** Typed against the English catalogue: a missing key fails the typecheck. */
export const zh: Record<keyof typeof en, string> = { ...common, ...shell, ...domain, ...validation, ...pricing, ...checkout, ...donation, ...billing, ...outcome, ...sandbox };
