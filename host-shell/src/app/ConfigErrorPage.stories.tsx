/**
 * What a visitor sees when the site's runtime-config.json or remotes.json cannot be used: the
 * notice in the language the host name suggests, the problems folded away, and a reload button.
 */
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { createI18n } from '../i18n/catalogues';
import { countryOf, StorySite } from '../test-support/story-site';
import { CONFIG_ERROR_WORDS, ConfigErrorPage } from './ConfigErrorPage';

const PROBLEMS = [
  'runtime-config.json: services.product: expected string, received undefined',
  'remotes.json: remotes.mf_cart.manifestUrl: Invalid URL',
];

const meta = {
  title: 'host-shell/App/Config error page',
  render: (_args, { globals, id }) => {
    const country = countryOf(globals);
    return (
      <StorySite key={`${id}|${country}`} country={country}>
        <ConfigErrorPage country={country} problems={PROBLEMS} />
      </StorySite>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const InvalidConfig: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    const alert = within(canvas.getByRole('alert'));
    await expect(
      alert.getByRole('heading', { name: CONFIG_ERROR_WORDS[countryOf(globals)].title }),
    ).toBeVisible();
    await expect(alert.getByRole('button', { name: t('state.retry') })).toBeVisible();
    await userEvent.click(alert.getByText(t('state.error')));
    await expect(alert.getByText(PROBLEMS[1]!)).toBeVisible();
  },
};
