// The Chinese boot part; the billing and sandbox areas are ./billing and ./sandbox.
import type { boot as en } from '../en';
import { common } from './common';
import { shell } from './shell';
import { domain } from './domain';
import { validation } from './validation';
import { pricing } from './pricing';
import { checkout } from './checkout';
import { donation } from './donation';
import { outcome } from './outcome';
import { errors } from './errors';
import { payer } from './payer';

/** Typed against the English boot part: a missing key fails the typecheck. */
export const boot: Record<keyof typeof en, string> = { ...common, ...shell, ...domain, ...validation, ...pricing, ...checkout, ...donation, ...outcome, ...errors, ...payer };
