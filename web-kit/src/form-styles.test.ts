import { describe, expect, it } from '@jest/globals';
import { formStyles } from './form-styles';

describe('formStyles', () => {
  const css = formStyles('.refurb-sell', 'se');

  it('scopes every rule under the remote and names its classes with its prefix', () => {
    const selectors = css
      .replace(/@media[^{]*\{/g, '')
      .split('}')
      .map((block) => block.split('{')[0]!.trim())
      .filter(Boolean)
      .flatMap((group) => group.split(',').map((selector) => selector.trim()));
    expect(selectors.length).toBeGreaterThan(30);
    for (const selector of selectors) expect(selector.startsWith('.refurb-sell')).toBe(true);
    expect(css).toContain('.refurb-sell .se-field-error');
    expect(css).not.toContain('.$-');
  });

  it('keeps two remotes apart', () => {
    expect(formStyles('.refurb-account', 'ac')).not.toContain('refurb-sell');
  });
});
