// GET /api/settings (payment methods and base currency) and the donation settings records
// (POST /api/settings, PUT /api/settings/{mountLocation}, PUT /api/settings/{id}).
import type { SettingsRecord } from '@domain/model';
import { baseCurrency, paymentMethods } from '../catalog/currencies';
import { callerOf, isAdminUser, requireUser } from '../engine/auth';
import { applyDonationSettings } from '../engine/donation-settings';
import { refuse } from '../engine/errors';
import { json, route, type HandlerContext } from '../routing/route';

const livemodeOf = (url: URL) => url.searchParams.get('livemode') !== 'false';

export function handlers(ctx: HandlerContext) {
  const { store } = ctx;
  const findRecord = (key: string) =>
    store.read().settingsRecords.find((r) => r.id === key) ?? store.read().settingsRecords.find((r) => r.mount_location === key);

  const put = (key: string, patch: Partial<SettingsRecord>) =>
    store.update((d) => {
      const current = findRecord(key);
      if (!current) throw refuse(404, `Settings ${key} not found`);
      const next: SettingsRecord = { ...current, ...patch };
      d.settingsRecords = d.settingsRecords.map((r) => (r.id === current.id ? next : r));
      return next;
    });

  return [
    route(ctx, 'get', '/api/settings', 'settings.get', ({ url }) => {
      const livemode = livemodeOf(url);
      return json({ paymentMethods: paymentMethods(livemode), baseCurrency: baseCurrency(livemode) });
    }),

    // Get-or-create of a mount location's donation settings; an existing record wins, as on the real server.
    route(ctx, 'post', '/api/settings', 'settings.create', ({ body }) => {
      const mountLocation = String(body.mountLocation ?? '');
      if (!mountLocation) throw refuse(400, '"mountLocation" is required');
      const existing = store.read().settingsRecords.find((r) => r.mount_location === mountLocation);
      if (existing) return json(existing);
      const record: SettingsRecord = {
        id: store.nextId('setting'),
        type: String(body.type ?? 'donate'),
        active: body.active !== false,
        livemode: body.livemode !== false,
        // Stored, and answered, with the record's own snake-case keys (the real TSetting).
        mount_location: mountLocation,
        description: typeof body.description === 'string' ? body.description : null,
        component_did: typeof body.componentDid === 'string' ? body.componentDid : null,
        settings: (body.settings as Record<string, unknown> | undefined) ?? {},
      };
      store.update((d) => {
        d.settingsRecords = [...d.settingsRecords, record];
      });
      return json(record);
    }),

    // PUT /api/settings/{id} {active} enables; PUT /api/settings/{mountLocation} {settings} edits.
    route(ctx, 'put', '/api/settings/:key', 'settings.update', ({ params, body }) => {
      const user = requireUser(store.read());
      const key = decodeURIComponent(params.key ?? '');
      if (typeof body.active === 'boolean') {
        if (!isAdminUser(user)) throw refuse(403, 'Only the owner or an admin can enable donations');
        return json(put(key, { active: body.active }));
      }
      if (!isAdminUser(callerOf(store.read()).user)) throw refuse(403, 'Only the owner or an admin can edit donation settings');
      const current = findRecord(key);
      const settings = { ...(current?.settings ?? {}), ...((body.settings as Record<string, unknown> | undefined) ?? {}) };
      // The link follows the settings; invalid settings are refused before anything is stored.
      if (current) applyDonationSettings(store, { ...current, settings });
      return json(put(key, { settings, ...(typeof body.livemode === 'boolean' ? { livemode: body.livemode } : {}) }));
    }),

    route(ctx, 'get', '/api/settings/donate/:mountLocation', 'settings.donation', ({ params }) => {
      const record = findRecord(decodeURIComponent(params.mountLocation ?? ''));
      if (!record) throw refuse(404, 'Donation settings not found');
      return json(record);
    }),
  ];
}
