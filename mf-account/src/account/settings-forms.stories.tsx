/**
 * The settings' forms sent wrong: the profile's company, the password, a new saved address. Each
 * says beside each field what to fix and moves focus to the first. The country comes from the
 * toolbar.
 */
import { addressWordsFor } from '@refurb/web-kit';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  AccountStory,
  requiredName,
  storyCountry,
  storyI18n,
  type AccountStoryArgs,
} from '../test-support/account-story';

const meta = {
  title: 'mf-account/Settings forms',
  render: (args, { globals }) => <AccountStory {...args} country={storyCountry(globals)} />,
} satisfies Meta<AccountStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const SETTINGS = { route: 'account-settings' } as const;

/** A company whose tax id lacks the country's prefix: said beside it, with focus on it. */
export const ProfileCompanyInvalid: Story = {
  args: SETTINGS,
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { t } = i18n;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: t('settings.hasCompany') }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: requiredName(i18n, t('settings.companyName')) }),
      'Refurb Test SRL',
    );
    const tax = canvas.getByRole('textbox', { name: requiredName(i18n, t('settings.taxNumber')) });
    await userEvent.type(tax, '12345678');
    await userEvent.click(canvas.getByRole('button', { name: t('settings.saveProfile') }));
    await waitFor(() => expect(tax).toHaveFocus());
    await expect(tax).toHaveAccessibleDescription(t('settings.taxNumberInvalid'));
  },
};

/** Only the confirmation typed: the current password is missing and the two do not match. */
export const PasswordInvalid: Story = {
  args: SETTINGS,
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { t } = i18n;
    // The second factor's form asks for the current password too: this is the password's form.
    const form = within(
      await within(canvasElement).findByRole('form', { name: t('settings.passwordTitle') }),
    );
    const confirm = form.getByLabelText(requiredName(i18n, t('field.confirm.label')));
    await userEvent.type(confirm, 'parola-noua-2026');
    await userEvent.click(form.getByRole('button', { name: t('settings.passwordSave') }));
    const current = form.getByLabelText(requiredName(i18n, t('settings.passwordCurrent')));
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAccessibleDescription(t('field.password.required'));
    await expect(confirm).toHaveAccessibleDescription(t('field.confirm.mismatch'));
  },
};

/** A new saved address sent empty: every required field said, focus on the county. */
export const AddressInvalid: Story = {
  args: SETTINGS,
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { t } = i18n;
    const words = addressWordsFor(storyCountry(globals), {
      retry: t('error.retry'),
      required: t('form.required'),
      optional: t('form.optional'),
    });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('settings.addressAdd') }));
    const form = within(await canvas.findByRole('form', { name: t('settings.addressNewTitle') }));
    const county = form.getByRole('combobox', { name: requiredName(i18n, words.county) });
    await waitFor(() => expect(county).toBeEnabled());
    await userEvent.click(form.getByRole('button', { name: t('settings.addressSave') }));
    await waitFor(() => expect(county).toHaveFocus());
    await expect(county).toHaveAccessibleDescription(words.countyError);
    await expect(
      form.getByRole('textbox', { name: requiredName(i18n, words.street) }),
    ).toHaveAccessibleDescription(words.streetError);
  },
};
