import { describe, expect, it } from 'vitest';
import { scopeToShadow } from './shadow-css';

describe('scopeToShadow: a document stylesheet moved into a shadow root', () => {
  it('document selectors become :host; component selectors stay', () => {
    const css = scopeToShadow(':root,:host{--a:1}body,:host{margin:0}html{color:red}.m_1 body-part{x:1}.m_2:where(.body){y:2}');
    expect(css).toContain(':host,:host{--a:1}');
    expect(css).toContain(':host,:host{margin:0}');
    expect(css).toContain(':host{color:red}');
    expect(css).toContain('.m_1 body-part{x:1}');
    expect(css).toContain('.m_2:where(.body){y:2}');
    expect(css).not.toMatch(/:root|(^|[},\s])(html|body)[\s,{]/);
  });
  it('the host resets what the page passes down by inheritance', () => {
    expect(scopeToShadow('')).toMatch(/^:host\{all:initial;display:block;\}/);
  });
});
