/**
 * The warranty case form (send in warranty) in its states: sent with the device only (each
 * problem said beside its field, focus on the first), sent right, refused by shop-api; the ways a
 * device reaches the shop (a courier at the one saved address, none saved, dropped off); the device
 * a link names (`?order=&line=`); instead of the form, no device covered, loading, failed. The
 * in-memory shop-api holds one order under warranty; the country comes from the toolbar.
 */
import { withQuery } from '@refurb/story-mocks';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AccountI18n } from '../i18n/i18n';
import {
  AccountStory,
  requiredName,
  storyCountry,
  storyI18n,
  type AccountStoryArgs,
} from '../test-support/account-story';
import { DEFAULT_WARRANTY, SAVED_ADDRESS } from '../test-support/fake-account-api';
import { addressLine } from './account-address-fields';

const meta = {
  title: 'mf-account/Warranty case form',
  beforeEach: ({ args }) => withQuery(args.query),
  render: (args, { globals }) => <AccountStory {...args} country={storyCountry(globals)} />,
} satisfies Meta<AccountStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const serverError = { code: 'server_error' };

const WARRANTY = { route: 'account-send-in-warranty' } as const;

const SECOND_DEVICE = {
  ...DEFAULT_WARRANTY,
  orderId: 'ord-1002',
  phone: { refId: 'ph-2', name: 'Samsung Galaxy S21 128GB' },
};

/** The issue and a phone to call back; the way the device travels is left to the story. */
async function describeIssue(root: HTMLElement, i18n: AccountI18n) {
  const { t } = i18n;
  const canvas = within(root);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: requiredName(i18n, t('warrantyCase.issue')) }),
    'Ecranul nu mai răspunde la atingere.',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: requiredName(i18n, t('warrantyCase.phone')) }),
    '0712 345 678',
  );
}

const sendCase = (root: HTMLElement, { t }: AccountI18n) =>
  userEvent.click(within(root).getByRole('button', { name: t('warrantyCase.submit') }));

/** Sent with the device only: the issue, the phone and the handover to fix; focus on the issue. */
export const Invalid: Story = {
  args: WARRANTY,
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { t } = i18n;
    const canvas = within(canvasElement);
    const issue = await canvas.findByRole('textbox', {
      name: requiredName(i18n, t('warrantyCase.issue')),
    });
    await sendCase(canvasElement, i18n);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('form.fixErrors', { count: 3 }),
    );
    await waitFor(() => expect(issue).toHaveFocus());
    await expect(issue).toHaveAccessibleDescription(
      expect.stringContaining(t('warrantyCase.issueShort', { min: 10 })),
    );
    await expect(
      canvas.getByRole('textbox', { name: requiredName(i18n, t('warrantyCase.phone')) }),
    ).toHaveAccessibleDescription(expect.stringContaining(t('warrantyCase.phoneRequired')));
    await expect(
      canvas.getByRole('radio', { name: t('warrantyCase.dropOff') }),
    ).toHaveAccessibleDescription(t('warrantyCase.handoverError'));
  },
};

/** Dropped off at the shop: the case's reference and what happens next. */
export const Sent: Story = {
  args: WARRANTY,
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { t } = i18n;
    const canvas = within(canvasElement);
    await describeIssue(canvasElement, i18n);
    await userEvent.click(canvas.getByRole('radio', { name: t('warrantyCase.dropOff') }));
    await sendCase(canvasElement, i18n);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      t('warrantyCase.doneReference', { reference: 'WC-00000100' }),
    );
  },
};

/** Picked up by a courier: the person's one saved address is chosen for them. */
export const Pickup: Story = {
  args: { ...WARRANTY, state: { addresses: [SAVED_ADDRESS] } },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: t('warrantyCase.pickup') }));
    await expect(
      await canvas.findByRole('radio', { name: addressLine(SAVED_ADDRESS) }),
    ).toBeChecked();
  },
};

/** Picked up, without a saved address: the way to add one, and the handover to change. */
export const PickupNoAddress: Story = {
  args: WARRANTY,
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { t } = i18n;
    const canvas = within(canvasElement);
    await describeIssue(canvasElement, i18n);
    const pickup = canvas.getByRole('radio', { name: t('warrantyCase.pickup') });
    await userEvent.click(pickup);
    await expect(
      await canvas.findByRole('link', { name: t('warrantyCase.toSettings') }),
    ).toBeInTheDocument();
    await sendCase(canvasElement, i18n);
    await waitFor(() => expect(pickup).toHaveFocus());
    await expect(pickup).toHaveAccessibleDescription(t('warrantyCase.noAddressError'));
  },
};

/** The link named the second of two devices: it is the one chosen. */
export const LinkedDevice: Story = {
  args: {
    ...WARRANTY,
    state: { warranties: [DEFAULT_WARRANTY, SECOND_DEVICE] },
    query: { order: SECOND_DEVICE.orderId, line: SECOND_DEVICE.phone.refId },
  },
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { t } = i18n;
    await expect(
      await within(canvasElement).findByRole('combobox', {
        name: requiredName(i18n, t('warrantyCase.device')),
      }),
    ).toHaveValue(`${SECOND_DEVICE.orderId}/${SECOND_DEVICE.phone.refId}`);
  },
};

/** shop-api refuses: the warranty ended meanwhile; the way to the warranties. */
export const Refused: Story = {
  args: { ...WARRANTY, failing: ['openWarrantyCase', { status: 409, code: 'warranty_expired' }] },
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { t } = i18n;
    const canvas = within(canvasElement);
    await describeIssue(canvasElement, i18n);
    await userEvent.click(canvas.getByRole('radio', { name: t('warrantyCase.dropOff') }));
    await sendCase(canvasElement, i18n);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('warrantyCase.refused.expired'),
    );
  },
};

export const NoDevice: Story = { args: { ...WARRANTY, state: { warranties: [] } } };

export const Loading: Story = { args: { ...WARRANTY, holding: ['warranties'] } };

export const Failed: Story = {
  args: { ...WARRANTY, failing: ['warranties', serverError] },
};
