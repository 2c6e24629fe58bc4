// The English texts every screen may need before its first render (the boot part), by area.
// Loaded on its own: a Chinese reader never downloads it (and back). The billing and sandbox
// texts are areas of their own (./billing, ./sandbox), loaded by the screens that show them.
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

export const boot = { ...common, ...shell, ...domain, ...validation, ...pricing, ...checkout, ...donation, ...outcome, ...errors, ...payer };
