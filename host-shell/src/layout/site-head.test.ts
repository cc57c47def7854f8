/**
 * The site's head (spec section 2): the preconnects to the advertising, tag and video hosts, the
 * favicon and the social tags, with the preconnects the host server already wrote kept as they are.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { RuntimeConfigSchema } from '@refurb/shared-contracts/runtime';
import localConfig from '@refurb/local-env/config/runtime-config.json';
import { applySiteHead } from './site-head';

const config = RuntimeConfigSchema.parse(localConfig);
const hosts = [
  ...config.preconnect.advertising,
  ...config.preconnect.tag,
  ...config.preconnect.video,
];

const preconnects = () =>
  [...document.head.querySelectorAll('link[rel="preconnect"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('applySiteHead', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('preconnects to each advertising, tag and video host once, with CORS', () => {
    expect(hosts.length).toBeGreaterThanOrEqual(3);
    applySiteHead('ro', config);
    expect(preconnects().sort()).toEqual([...new Set(hosts)].sort());
    for (const link of document.head.querySelectorAll('link[rel="preconnect"]'))
      expect(link.getAttribute('crossorigin')).toBe('');
  });

  it("adds only the preconnects the server's page lacks, and keeps the server's", () => {
    const [first, ...rest] = hosts;
    document.head.innerHTML = `<link rel="preconnect" href="${first}" crossorigin="" data-refurb-preconnect>`;
    applySiteHead('hu', config);
    expect(preconnects().sort()).toEqual([first, ...rest].sort());
    expect(
      document.head.querySelector(`link[href="${first}"]`)?.hasAttribute('data-refurb-head'),
    ).toBe(false);
    // Applied again (another render of the site), nothing is doubled.
    applySiteHead('hu', config);
    expect(preconnects()).toHaveLength(hosts.length);
  });

  it('gives HU its own favicon and every site its social image and locale', () => {
    applySiteHead('hu', config);
    const icons = () =>
      [...document.head.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')].map(
        (link) => link.getAttribute('href'),
      );
    expect(icons()).toEqual([
      '/brand/favicon-hu-32.png',
      '/brand/favicon-hu.svg',
      '/brand/apple-touch-icon-hu.png',
    ]);
    expect(
      document.head.querySelector('meta[property="og:image"]')?.getAttribute('content'),
    ).toMatch(/^http:\/\/hu\.localhost:3000\/brand\/og-hu\.png$/);
    expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe(
      'hu_HU',
    );
    document.head.innerHTML = '';
    applySiteHead('ro', config);
    expect(icons()).toEqual([
      '/brand/favicon-32.png',
      '/brand/favicon.svg',
      '/brand/apple-touch-icon.png',
    ]);
  });
});
