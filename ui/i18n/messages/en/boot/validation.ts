// English texts of the validation keys the domain returns. The domain owns them (its results
// carry the English message too), so they are taken from there rather than copied.
import { validationMessages } from '@domain/validation/messages';

export const validation = { ...validationMessages } as const;
