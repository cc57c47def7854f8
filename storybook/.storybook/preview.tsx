/**
 * Every story gets a country from the toolbar (ro, bg, hu, gr): a story passes it to its remote's
 * root, so the language, the currency label and the route table change with it. The accessibility
 * addon checks every story; a serious or critical violation fails the smoke test.
 *
 * The network is MSW's service worker: before each story renders, the handlers the story names in
 * `parameters.msw.handlers` replace the previous story's. A request to a shop-api path that no
 * handler answers is reported on the console (and fails the smoke test): stories never reach for
 * a live backend.
 *
 * One preview page shows story after story (Storybook's UI, the smoke test's reused pages): before
 * each, the page's bus forgets the commands and events the story before left on `window`
 * (`forgetPageBus`), so a result page's `cart.clear`, sent with no cart mounted, cannot empty the
 * next story's cart.
 */
import { forgetPageBus } from '@refurb/shared-contracts/testing';
import type { Preview } from '@storybook/react-webpack5';
import { setupWorker } from 'msw/browser';
import { configure } from 'storybook/test';
import { accessoryPictureHandlers, isShopApiPath, type RequestHandler } from '../mocks';

// The smoke test opens several stories at once on a small machine: interaction tests wait up to
// 4 s for what they look for (Testing Library's default is 1 s).
configure({ asyncUtilTimeout: 4000 });

const worker = setupWorker();
let started: Promise<unknown> | null = null;

async function installHandlers(handlers: readonly RequestHandler[]) {
  started ??= worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest: (request) => {
      const url = new URL(request.url);
      if (url.origin === window.location.origin && isShopApiPath(url.pathname)) {
        console.error(`[storybook] no handler answers ${request.method} ${url.pathname}`);
      }
    },
  });
  await started;
  worker.resetHandlers(...handlers, ...accessoryPictureHandlers);
  // A `once` handler answers once per visit of its story, not once per page.
  worker.restoreHandlers();
}

const preview: Preview = {
  globalTypes: {
    country: {
      description: 'The site: language, currency label and routes',
      toolbar: {
        title: 'Country',
        icon: 'globe',
        items: [
          { value: 'ro', title: 'România (lei)' },
          { value: 'bg', title: 'България (Lev)' },
          { value: 'hu', title: 'Magyarország (Ft)' },
          { value: 'gr', title: 'Ελλάδα (euro)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { country: 'ro' },
  loaders: [
    async ({ parameters }) => {
      const msw = parameters.msw as { handlers?: readonly RequestHandler[] } | undefined;
      await installHandlers(msw?.handlers ?? []);
      return {};
    },
  ],
  beforeEach: () => {
    forgetPageBus(window);
  },
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile1' },
  },
};

export default preview;
