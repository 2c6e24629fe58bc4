// The Chinese boot part, made of the pieces in ./boot; every other file of this folder is an area
// (../index.ts).
import type { boot as en } from '../en';
import { common } from './boot/common';
import { shell } from './boot/shell';
import { domain } from './boot/domain';
import { validation } from './boot/validation';
import { pricing } from './boot/pricing';
import { checkout } from './boot/checkout';
import { donation } from './boot/donation';
import { outcome } from './boot/outcome';
import { errors } from './boot/errors';
import { payer } from './boot/payer';

/** Typed against the English boot part: a missing key fails the typecheck. */
export const boot: Record<keyof typeof en, string> = { ...common, ...shell, ...domain, ...validation, ...pricing, ...checkout, ...donation, ...outcome, ...errors, ...payer };
