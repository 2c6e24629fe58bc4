// The sandbox page shows every scenario's title and group in English and Chinese.
import { describe, expect, it } from 'vitest';
import { scenarios } from '@adapters/sandbox/scenarios';
import { allParts } from '@ui/i18n/messages/all';
import { scenarioGroupKey, scenarioTitleKey } from '@ui/sandbox';

// Titles live in the sandbox area; a scenario may also carry its title in the scenarios area.
const en = { ...allParts.en.sandbox, ...allParts.en.scenarios } as Record<string, string>;
const zh = { ...allParts.zh.sandbox, ...allParts.zh.scenarios } as Record<string, string>;

describe('sandbox scenario texts', () => {
  it.each(scenarios.map((scenario) => [scenario.id, scenario] as const))('%s has its title and group in both languages', (_, scenario) => {
    expect(en[scenarioTitleKey(scenario.id)]).toBe(scenario.title);
    expect(zh[scenarioTitleKey(scenario.id)]).toMatch(/[\u4e00-\u9fff]/);
    expect(en[scenarioGroupKey(scenario.group)]).toBe(scenario.group);
    expect(zh[scenarioGroupKey(scenario.group)]).toMatch(/[\u4e00-\u9fff]/);
  });
});
