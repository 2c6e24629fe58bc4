import { ensureArea } from '@ui/i18n';

/**
 * The texts every billing table needs: its own area and the billing area, whose status and pay
 * texts the invoice cells show (a page that loaded only 'tables' showed the key
 * `billing.invoice.pay` on an uncollectible invoice). Route loaders await this, never one alone.
 */
export const ensureTableTexts = () => Promise.all([ensureArea('tables'), ensureArea('billing')]);
