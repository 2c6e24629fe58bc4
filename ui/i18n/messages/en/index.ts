// The English texts every screen may need before its first render (the boot part), made of the
// pieces in ./boot. Loaded on its own: a Chinese reader never downloads it (and back). Every other
// file of this folder is an area, loaded by the screens that show it (../index.ts).
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

export const boot = { ...common, ...shell, ...domain, ...validation, ...pricing, ...checkout, ...donation, ...outcome, ...errors, ...payer };
