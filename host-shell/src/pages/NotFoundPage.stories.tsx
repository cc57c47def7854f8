/** The page of an address that leads nowhere, with the way back home. */
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { createI18n } from '../i18n/catalogues';
import { countryOf, StoryPage } from '../test-support/story-site';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'host-shell/Pages/Not found',
  render: (_args, { globals, id }) => {
    const country = countryOf(globals);
    return (
      <StoryPage key={`${id}|${country}`} country={country}>
        <NotFoundPage />
      </StoryPage>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('notFound.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('nav.home') })).toHaveAttribute('href', '/');
  },
};
