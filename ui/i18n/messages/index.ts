// The catalogue of one language comes in parts: `boot` (everything a screen may need before its
// first render) and lazily loaded areas (texts of screens that load their own code). A new text
// file goes into en/index.ts and zh/index.ts (boot), or becomes an area here; the parity test
// walks every file of both languages.
import type { boot } from './en';
import type { billing } from './en/billing';
import type { sandbox } from './en/sandbox';
import type { app } from './en/app';
import type { tables } from './en/tables';
import type { portal } from './en/portal';
import type { store } from './en/store';
import type { recovery } from './en/recovery';
import type { detail } from './en/detail';
import type { scenarios } from './en/scenarios';
import type { receipt } from './en/receipt';
import type { portalSettings } from './en/portalSettings';
import type { portalCharts } from './en/portalCharts';

/** The English texts of each part (the reference: Chinese is typed against them). */
interface PartTexts {
  boot: typeof boot;
  /** Past-due and invoice pages, the overdue dialog. */
  billing: typeof billing;
  /** Sandbox page, dock, identity menu, wallet panel, card form: sandbox mode only. */
  sandbox: typeof sandbox;
  /** The signed-in app shell: protected area, notifications, user menu, banners (issue #12). */
  app: typeof app;
  /** Billing tables: invoices, payments, refunds, credit grants and transactions (issue #13). */
  tables: typeof tables;
  /** The customer portal: subscription detail and its lifecycle dialogs (issue #14). */
  portal: typeof portal;
  /** The app store: catalogue, detail, developer area, admin console, review (issue #15). */
  store: typeof store;
  /** Payment recovery: a card confirmation whose answer was lost (issue #18); loads with the payment dialogs. */
  recovery: typeof recovery;
  /** Portal detail pages: credit grant, another account's record, invoice lines/payment/refunds, credit balance (issue #14). */
  detail: typeof detail;
  /** The sandbox page's scenario descriptions (issue #11 §6); loads with the sandbox page. */
  scenarios: typeof scenarios;
  /** The checkout's receipt after paying (issue #11 §5); loads with the success view. */
  receipt: typeof receipt;
  /** Portal settings: auto top-up, donation settings, credit charts (issue #14). */
  portalSettings: typeof portalSettings;
  /** The portal home's charts: credit balance over time, spend per month (issue #14 item 6); loads with the charts. */
  portalCharts: typeof portalCharts;
}

export type Part = keyof PartTexts;
export type Area = Exclude<Part, 'boot'>;
export const AREAS: readonly Area[] = ['billing', 'sandbox', 'app', 'tables', 'portal', 'store', 'recovery', 'detail', 'scenarios', 'receipt', 'portalSettings', 'portalCharts'];

export type MessageKey = { [P in Part]: keyof PartTexts[P] }[Part];
export type Texts<P extends Part = Part> = Record<keyof PartTexts[P], string>;
/** Texts by part, e.g. what a test registers up front. */
export type CatalogueParts = { [P in Part]?: Texts<P> };
export type CatalogueLocale = 'en' | 'zh';

// One chunk per language and part: a reader fetches only their language, and an area only when
// a screen of it shows.
const loaders: { [L in CatalogueLocale]: { [P in Part]: () => Promise<Texts<P>> } } = {
  en: {
    boot: () => import('./en').then((m) => m.boot),
    billing: () => import('./en/billing').then((m) => m.billing),
    sandbox: () => import('./en/sandbox').then((m) => m.sandbox),
    app: () => import('./en/app').then((m) => m.app),
    tables: () => import('./en/tables').then((m) => m.tables),
    portal: () => import('./en/portal').then((m) => m.portal),
    store: () => import('./en/store').then((m) => m.store),
    recovery: () => import('./en/recovery').then((m) => m.recovery),
    detail: () => import('./en/detail').then((m) => m.detail),
    scenarios: () => import('./en/scenarios').then((m) => m.scenarios),
    receipt: () => import('./en/receipt').then((m) => m.receipt),
    portalSettings: () => import('./en/portalSettings').then((m) => m.portalSettings),
    portalCharts: () => import('./en/portalCharts').then((m) => m.portalCharts),
  },
  zh: {
    boot: () => import('./zh').then((m) => m.boot),
    billing: () => import('./zh/billing').then((m) => m.billing),
    sandbox: () => import('./zh/sandbox').then((m) => m.sandbox),
    app: () => import('./zh/app').then((m) => m.app),
    tables: () => import('./zh/tables').then((m) => m.tables),
    portal: () => import('./zh/portal').then((m) => m.portal),
    store: () => import('./zh/store').then((m) => m.store),
    recovery: () => import('./zh/recovery').then((m) => m.recovery),
    detail: () => import('./zh/detail').then((m) => m.detail),
    scenarios: () => import('./zh/scenarios').then((m) => m.scenarios),
    receipt: () => import('./zh/receipt').then((m) => m.receipt),
    portalSettings: () => import('./zh/portalSettings').then((m) => m.portalSettings),
    portalCharts: () => import('./zh/portalCharts').then((m) => m.portalCharts),
  },
};

export const loadPart = <P extends Part>(locale: CatalogueLocale, part: P): Promise<Texts<P>> => loaders[locale][part]();
