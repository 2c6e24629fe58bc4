// A small argument parser for the QA verbs: positionals, `--name value` / `--name=value`
// options and `--flag` switches, each verb declaring what it accepts; anything else is an error.
import { QaError } from './model';

export interface Parsed {
  positionals: string[];
  need: (index: number, what: string) => string;
  option: (name: string) => string | undefined;
  /** Every value of an option given several times (`--stop a --stop b`), in order. */
  all: (name: string) => string[];
  number: (name: string) => number | undefined;
  flag: (name: string) => boolean;
}

export function parseArgs(argv: string[], options: string[], flags: string[], verb: string): Parsed {
  const positionals: string[] = [];
  const values = new Map<string, string[]>();
  const set = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (flags.includes(name)) set.add(name);
    else if (options.includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined || value.startsWith('--')) throw new QaError(`--${name} needs a value.`);
      values.set(name, [...(values.get(name) ?? []), value]);
    } else {
      const known = [...options, ...flags].map((o) => `--${o}`).join(', ') || 'none';
      throw new QaError(`Unknown option --${name} for "${verb}" (options: ${known}). See \`npm run qa -- help\`.`);
    }
  }
  return {
    positionals,
    need: (index, what) => {
      const value = positionals[index];
      if (value === undefined) throw new QaError(`"${verb}" needs a ${what}. See \`npm run qa -- help\`.`);
      return value;
    },
    option: (name) => values.get(name)?.at(-1),
    all: (name) => values.get(name) ?? [],
    number: (name) => {
      const value = values.get(name)?.at(-1);
      if (value === undefined) return undefined;
      if (!/^\d+$/.test(value)) throw new QaError(`--${name} must be a whole number (got "${value}").`);
      return Number(value);
    },
    flag: (name) => set.has(name),
  };
}
