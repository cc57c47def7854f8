/**
 * The one Storybook of the shop: it collects the stories written beside the components of every
 * package (`*.stories.tsx`). Components are compiled from source with swc; CSS is imported as text
 * (each remote puts its CSS in one <style>, as on a site); the contracts and the web kit resolve to
 * their sources, and TypeScript's `.js` import suffixes to the `.ts` files.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const config: StorybookConfig = {
  stories: [
    '../../mf-sell/src/**/*.stories.tsx',
    '../../mf-account/src/**/*.stories.tsx',
    '../../mf-checkout/src/**/*.stories.tsx',
    '../../mf-cart/src/**/*.stories.tsx',
    '../../host-shell/src/**/*.stories.tsx',
  ],
  // MSW's service worker (copied there by scripts/msw-worker.mjs), and the host's logos.
  staticDirs: ['../public', { from: '../../host-shell/public/brand', to: '/brand' }],
  framework: { name: '@storybook/react-webpack5', options: {} },
  addons: ['@storybook/addon-webpack5-compiler-swc', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  swc: () => ({
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
  }),
  webpackFinal: async (webpack) => {
    const rules = (webpack.module?.rules ?? []).filter(
      (rule) =>
        !(
          rule &&
          typeof rule === 'object' &&
          rule.test instanceof RegExp &&
          rule.test.test('a.css')
        ),
    );
    return {
      ...webpack,
      module: { ...webpack.module, rules: [...rules, { test: /\.css$/, type: 'asset/source' }] },
      resolve: {
        ...webpack.resolve,
        alias: {
          ...webpack.resolve?.alias,
          '@refurb/shared-contracts/fixtures': join(
            root,
            'shared-contracts/src/test-support/fixtures.ts',
          ),
          '@refurb/shared-contracts/testing$': join(root, 'shared-contracts/src/testing.ts'),
          '@refurb/shared-contracts$': join(root, 'shared-contracts/src/index.ts'),
          // The domain entry points (`/cart`, `/api/catalog`, ...), after the exact names above.
          '@refurb/shared-contracts': join(root, 'shared-contracts/src/entries'),
          '@refurb/web-kit$': join(root, 'web-kit/src/index.ts'),
          '@refurb/story-mocks$': join(root, 'storybook/mocks/index.ts'),
        },
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
    };
  },
};

export default config;
