// The sandbox page shows every scenario's description in English and Chinese too.
import { describe, expect, it } from 'vitest';
import { scenarios } from '@adapters/sandbox/scenarios';
import { allParts } from '@ui/i18n/messages/all';
import { scenarioDescriptionKey } from '@ui/sandbox';

const en = allParts.en.scenarios as Record<string, string>;
const zh = allParts.zh.scenarios as Record<string, string>;

describe('sandbox scenario descriptions', () => {
  it.each(scenarios.map((scenario) => [scenario.id, scenario] as const))('%s has its description in both languages', (_, scenario) => {
    expect(en[scenarioDescriptionKey(scenario.id)]).toBe(scenario.description);
    const chinese = zh[scenarioDescriptionKey(scenario.id)] ?? '';
    expect(chinese).toMatch(/[\u4e00-\u9fff]/);
    // Every number of the English (amounts, card numbers, counts) is in the Chinese as well.
    const numbers = (text: string) => (text.match(/\d+(?:[.,]\d+)?/g) ?? []).sort();
    expect(numbers(chinese)).toEqual(expect.arrayContaining(numbers(scenario.description)));
  });

  it('describes no scenario that does not exist', () => {
    const ids = new Set(scenarios.map((scenario) => scenarioDescriptionKey(scenario.id)));
    expect(Object.keys(en).filter((key) => key.startsWith('sandbox.scenarioDescription.') && !ids.has(key))).toEqual([]);
  });
});
