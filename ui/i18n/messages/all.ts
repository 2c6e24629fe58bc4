// Tests only: every part of both languages, imported statically. The app never imports this
// module (it would put every text of both languages in one chunk); it loads parts on demand.
import type { CatalogueLocale, CatalogueParts } from './index';
import { boot as enBoot } from './en';
import { billing as enBilling } from './en/billing';
import { sandbox as enSandbox } from './en/sandbox';
import { app as enApp } from './en/app';
import { tables as enTables } from './en/tables';
import { store as enStore } from './en/store';
import { portal as enPortal } from './en/portal';
import { recovery as enRecovery } from './en/recovery';
import { detail as enDetail } from './en/detail';
import { scenarios as enScenarios } from './en/scenarios';
import { receipt as enReceipt } from './en/receipt';
import { portalSettings as enPortalSettings } from './en/portalSettings';
import { portalCharts as enPortalCharts } from './en/portalCharts';
import { boot as zhBoot } from './zh';
import { billing as zhBilling } from './zh/billing';
import { sandbox as zhSandbox } from './zh/sandbox';
import { app as zhApp } from './zh/app';
import { tables as zhTables } from './zh/tables';
import { store as zhStore } from './zh/store';
import { portal as zhPortal } from './zh/portal';
import { recovery as zhRecovery } from './zh/recovery';
import { detail as zhDetail } from './zh/detail';
import { scenarios as zhScenarios } from './zh/scenarios';
import { receipt as zhReceipt } from './zh/receipt';
import { portalSettings as zhPortalSettings } from './zh/portalSettings';
import { portalCharts as zhPortalCharts } from './zh/portalCharts';

export const allParts: { [L in CatalogueLocale]: Required<CatalogueParts> } = {
  en: { boot: enBoot, billing: enBilling, sandbox: enSandbox, app: enApp, tables: enTables, store: enStore, portal: enPortal, recovery: enRecovery, detail: enDetail, scenarios: enScenarios, receipt: enReceipt, portalSettings: enPortalSettings, portalCharts: enPortalCharts },
  zh: { boot: zhBoot, billing: zhBilling, sandbox: zhSandbox, app: zhApp, tables: zhTables, store: zhStore, portal: zhPortal, recovery: zhRecovery, detail: zhDetail, scenarios: zhScenarios, receipt: zhReceipt, portalSettings: zhPortalSettings, portalCharts: zhPortalCharts },
};
