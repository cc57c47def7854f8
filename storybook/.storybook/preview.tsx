/**
 * Every story gets a country from the toolbar (ro, bg, hu, gr): a story passes it to its remote's
 * root, so the language, the currency label and the route table change with it. The accessibility
 * addon checks every story; a serious or critical violation fails the smoke test.
 */
import type { Preview } from '@storybook/react-webpack5';

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
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile1' },
  },
};

export default preview;
