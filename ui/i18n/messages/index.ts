// The catalogue of one language comes in parts: `boot` (everything a screen may need before its
// first render: en/index.ts and zh/index.ts, made of the pieces in en/boot/ and zh/boot/) and the
// areas, texts of screens that load their own code: every other file of en/ and zh/, one chunk
// per language and area. An area registers itself by its file name: add en/<area>.ts and
// zh/<area>.ts (the parity test fails when one language lacks a file or a key) and its line in
// AreaTexts below (an import and a line), which gives its keys their type.
import type { boot } from './en';
import type { billing } from './en/billing';
import type { sandbox } from './en/sandbox';
import type { app } from './en/app';
import type { tables } from './en/tables';
import type { portal } from './en/portal';
import type { store } from './en/store';
import type { pricingTable } from './en/pricingTable';
import type { recovery } from './en/recovery';
import type { detail } from './en/detail';
import type { scenarios } from './en/scenarios';
import type { receipt } from './en/receipt';
import type { portalSettings } from './en/portalSettings';
import type { portalCharts } from './en/portalCharts';
import type { embed } from './en/embed';
import type { promotion } from './en/promotion';

/** The English texts of each area, by file name (Chinese is typed against them, in each zh file). */
interface AreaTexts {
  /** Past-due and invoice pages, the overdue dialog. */
  billing: typeof billing;
  /** Sandbox page, dock, identity menu, wallet panel, card form: sandbox mode only. */
  sandbox: typeof sandbox;
  /** The signed-in app shell: protected area, notifications, user menu, banners. */
  app: typeof app;
  /** Billing tables: invoices, payments, refunds, credit grants and transactions. */
  tables: typeof tables;
  /** The customer portal: subscription detail and its lifecycle dialogs. */
  portal: typeof portal;
  /** The app store: catalogue, detail, developer area, admin console, review. */
  store: typeof store;
  /** The hosted pricing table (prctbl_…): cycles, currency, plans. */
  pricingTable: typeof pricingTable;
  /** Payment recovery: a card confirmation whose answer was lost; loads with the payment dialogs. */
  recovery: typeof recovery;
  /** Portal detail pages: credit grant, another account's record, invoice lines/payment/refunds, credit balance. */
  detail: typeof detail;
  /** The sandbox page's scenario descriptions; loads with the sandbox page. */
  scenarios: typeof scenarios;
  /** The checkout's receipt after paying; loads with the success view. */
  receipt: typeof receipt;
  /** Portal settings: auto top-up, donation settings, credit charts. */
  portalSettings: typeof portalSettings;
  /** The portal home's charts: credit balance over time, spend per month; loads with the charts. */
  portalCharts: typeof portalCharts;
  /** The embeddable components (embed/): a wrong id, the popup's label. */
  embed: typeof embed;
  /** The checkout's promotion code input and its refusals; loads with the input. */
  promotion: typeof promotion;
}

interface PartTexts extends AreaTexts {
  boot: typeof boot;
}

export type Part = keyof PartTexts;
export type Area = keyof AreaTexts;

export type MessageKey = { [P in Part]: keyof PartTexts[P] }[Part];
export type Texts<P extends Part = Part> = Record<keyof PartTexts[P], string>;
/** Texts by part, e.g. what a test registers up front. */
export type CatalogueParts = { [P in Part]?: Texts<P> };
export type CatalogueLocale = 'en' | 'zh';

/** An area's file exports one object, named after the file. */
type AreaModule = Readonly<Record<string, Readonly<Record<string, string>>>>;

// One chunk per language and part: a reader fetches only their language, and an area only when
// a screen of it shows. The boot pieces (en/boot/, zh/boot/) are one chunk with their index.
const areaFiles: { [L in CatalogueLocale]: Record<string, () => Promise<AreaModule>> } = {
  en: import.meta.glob<AreaModule>(['./en/*.ts', '!./en/index.ts']),
  zh: import.meta.glob<AreaModule>(['./zh/*.ts', '!./zh/index.ts']),
};
const bootLoaders: { [L in CatalogueLocale]: () => Promise<Texts<'boot'>> } = {
  en: () => import('./en').then((m) => m.boot),
  zh: () => import('./zh').then((m) => m.boot),
};

export const loadPart = <P extends Part>(locale: CatalogueLocale, part: P): Promise<Texts<P>> => {
  if (part === 'boot') return bootLoaders[locale]() as Promise<Texts<P>>;
  return areaFiles[locale][`./${locale}/${part}.ts`]!().then((module) => module[part] as Texts<P>);
};
