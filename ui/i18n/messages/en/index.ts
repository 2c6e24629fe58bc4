// Every English text, by area. Loaded on its own: a Chinese reader never downloads it (and back).
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

export const en = { ...common, ...shell, ...domain, ...validation, ...pricing, ...checkout, ...donation, ...billing, ...outcome, ...sandbox };
