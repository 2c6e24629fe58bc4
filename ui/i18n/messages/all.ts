// Tests only: every part of both languages, imported statically. The app never imports this
// module (it would put every text of both languages in one chunk); it loads parts on demand.
// The areas are the files index.ts finds (every file of en/ and zh/ but index.ts).
import type { Area, CatalogueLocale, CatalogueParts, Texts } from './index';
import { boot as enBoot } from './en';
import { boot as zhBoot } from './zh';

type AreaModule = Readonly<Record<string, Readonly<Record<string, string>>>>;
type AreaFiles = { [L in CatalogueLocale]: Record<string, AreaModule> };

/** Vite (the unit tests) finds the files at build time. */
function globbed(): AreaFiles | undefined {
  try {
    return {
      en: import.meta.glob<AreaModule>(['./en/*.ts', '!./en/index.ts'], { eager: true }),
      zh: import.meta.glob<AreaModule>(['./zh/*.ts', '!./zh/index.ts'], { eager: true }),
    };
  } catch {
    return undefined;
  }
}

/** The browser tests' runner (Node, no Vite) reads the folders instead. */
async function fromDisk(): Promise<AreaFiles> {
  const { readdirSync } = (await import(/* @vite-ignore */ 'node:fs')) as { readdirSync: (dir: URL) => string[] };
  const read = async (locale: CatalogueLocale) => {
    const names = readdirSync(new URL(`./${locale}/`, import.meta.url)).filter((name) => name.endsWith('.ts') && name !== 'index.ts');
    const modules = await Promise.all(names.map((name) => import(/* @vite-ignore */ new URL(`./${locale}/${name}`, import.meta.url).href) as Promise<AreaModule>));
    return Object.fromEntries(names.map((name, i) => [`./${locale}/${name}`, modules[i]!]));
  };
  return { en: await read('en'), zh: await read('zh') };
}

const files = globbed() ?? (await fromDisk());

const areasOf = (locale: CatalogueLocale) =>
  Object.fromEntries(
    Object.entries(files[locale]).map(([path, module]) => {
      const area = path.slice(`./${locale}/`.length, -'.ts'.length);
      return [area, module[area]];
    }),
  ) as { [A in Area]: Texts<A> };

/** The areas found in en/ (the parity test checks zh/ has the same files). */
export const AREAS = Object.keys(files.en).map((path) => path.slice('./en/'.length, -'.ts'.length)) as readonly Area[];

export const allParts: { [L in CatalogueLocale]: Required<CatalogueParts> } = {
  en: { boot: enBoot, ...areasOf('en') },
  zh: { boot: zhBoot, ...areasOf('zh') },
};
