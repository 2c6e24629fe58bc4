// Tests only: every part of both languages, imported statically. The app never imports this
// module (it would put every text of both languages in one chunk); it loads parts on demand.
import type { CatalogueLocale, CatalogueParts } from './index';
import { boot as enBoot } from './en';
import { billing as enBilling } from './en/billing';
import { sandbox as enSandbox } from './en/sandbox';
import { app as enApp } from './en/app';
import { boot as zhBoot } from './zh';
import { billing as zhBilling } from './zh/billing';
import { sandbox as zhSandbox } from './zh/sandbox';
import { app as zhApp } from './zh/app';

export const allParts: { [L in CatalogueLocale]: Required<CatalogueParts> } = {
  en: { boot: enBoot, billing: enBilling, sandbox: enSandbox, app: enApp },
  zh: { boot: zhBoot, billing: zhBilling, sandbox: zhSandbox, app: zhApp },
};
