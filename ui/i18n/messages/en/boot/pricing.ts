// English texts of the order summary, billing cycles and trials the domain returns as keys.
// The domain owns them (its messages carry the English text too), so they are taken from there.
import { intervalMessages } from '@domain/interval/messages';
import { pricingMessages } from '@domain/pricing/messages';
import { trialMessages } from '@domain/trial/messages';

export const pricing = { ...pricingMessages, ...intervalMessages, ...trialMessages } as const;
