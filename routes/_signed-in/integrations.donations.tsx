import { createFileRoute } from '@tanstack/react-router';
import { ensureArea } from '@ui/i18n';
import { DonationSettingsPage } from '../-portal/DonationSettingsPage';

// {mount point}/integrations/donations (docs/spec/checkout-and-billing.md §2): donation settings for the owner and admins.
export const Route = createFileRoute('/_signed-in/integrations/donations')({
  loader: async () => {
    await Promise.all([ensureArea('portalSettings'), ensureArea('portal')]);
  },
  component: DonationSettingsPage,
});
