import type { IdentityName, SandboxData } from '../model';

/** Writes a scenario's records into freshly seeded data; `now` is in Unix seconds. */
export type ScenarioSeed = (data: SandboxData, now: number) => void;

export interface Scenario {
  id: string;
  group: string;
  title: string;
  description: string;
  /** Who to be when opening it (the dock's identity switcher). */
  identity: IdentityName;
  /** Path under the app prefix, e.g. /checkout/pay/cs_… */
  path: string;
  seed: ScenarioSeed;
}
