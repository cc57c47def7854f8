/**
 * The site's icon links (issue 34): a 32px PNG and the SVG favicon, and the 180px
 * apple-touch-icon; HU has its own, the other three share the main brand's. The files and their
 * pixel sizes are checked by scripts/brand-images.test.mjs.
 */
import { describe, expect, it } from '@jest/globals';
import { COUNTRIES } from '@refurb/shared-contracts';
import { brandIcons } from './head';

describe('brandIcons', () => {
  it.each(COUNTRIES)(
    '%s: PNG and SVG favicons and the apple-touch-icon of its brand',
    (country) => {
      const hu = country === 'hu' ? '-hu' : '';
      expect(brandIcons(country)).toEqual([
        { rel: 'icon', href: `/brand/favicon${hu}-32.png`, type: 'image/png', sizes: '32x32' },
        { rel: 'icon', href: `/brand/favicon${hu}.svg`, type: 'image/svg+xml' },
        { rel: 'apple-touch-icon', href: `/brand/apple-touch-icon${hu}.png`, sizes: '180x180' },
      ]);
    },
  );

  it("gives HU none of the main brand's icons", () => {
    const main = new Set(brandIcons('ro').map((icon) => icon.href));
    expect(brandIcons('hu').filter((icon) => main.has(icon.href ?? ''))).toEqual([]);
    expect(brandIcons('bg')).toEqual(brandIcons('ro'));
    expect(brandIcons('gr')).toEqual(brandIcons('ro'));
  });
});
