/**
 * The return form of an order (`?order=` in the address) in its states: the form; sent with
 * nothing chosen, with a wrong IBAN (each problem said beside its field, focus on the first), sent
 * right, refused by shop-api; instead of the form, a request already made, the window closed
 * (period over, not delivered yet), no order or not the person's, loading, failed. The in-memory
 * shop-api holds one order (a phone and its extra warranty); the country comes from the toolbar.
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
import { ORDER, RETURN_REQUEST } from '../test-support/fake-account-api';

const meta = {
  title: 'mf-account/Return form',
  beforeEach: ({ args }) => withQuery(args.query),
  render: (args, { globals }) => <AccountStory {...args} country={storyCountry(globals)} />,
} satisfies Meta<AccountStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const serverError = { code: 'server_error' };

/** The lines to send back, named with their price after the name. */
const line = (name: string) => (accessible: string) => accessible.startsWith(name);

const RETURN = { route: 'account-return-form', query: { order: ORDER.orderId } } as const;

/**
 * A return the contract accepts: the phone, because it has a defect; the order was paid in cash,
 * so the money goes back to the bank account typed (`iban`, a valid one unless given).
 */
async function fillReturn(
  root: HTMLElement,
  i18n: AccountI18n,
  iban = 'RO49 AAAA 1B31 0075 9384 0000',
) {
  const { t } = i18n;
  const canvas = within(root);
  await userEvent.click(
    await canvas.findByRole('checkbox', { name: line('iPhone 13 128GB Midnight') }),
  );
  await userEvent.click(canvas.getByRole('radio', { name: t('reason.defect') }));
  await userEvent.type(
    canvas.getByRole('textbox', { name: requiredName(i18n, t('returnForm.iban')) }),
    iban,
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: requiredName(i18n, t('returnForm.holder')) }),
    'Ana Pop',
  );
}

const sendReturn = (root: HTMLElement, { t }: AccountI18n) =>
  userEvent.click(within(root).getByRole('button', { name: t('returnForm.submit') }));

export const Form: Story = {
  args: RETURN,
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    await expect(
      await within(canvasElement).findByRole('form', { name: t('returnForm.formTitle') }),
    ).toBeInTheDocument();
  },
};

/** Sent with nothing chosen: no line, no reason, no bank account; focus on the first line. */
export const Invalid: Story = {
  args: RETURN,
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { t } = i18n;
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: t('returnForm.formTitle') });
    await sendReturn(canvasElement, i18n);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('form.fixErrors', { count: 4 }),
    );
    const phone = canvas.getByRole('checkbox', { name: line('iPhone 13 128GB Midnight') });
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAccessibleDescription(t('returnForm.linesError'));
    await expect(
      canvas.getByRole('radio', { name: t('reason.other') }),
    ).toHaveAccessibleDescription(t('returnForm.reasonError'));
  },
};

/** A bank refund to an IBAN whose check digits are wrong: said beside it, with focus on it. */
export const WrongIban: Story = {
  args: RETURN,
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { t } = i18n;
    const canvas = within(canvasElement);
    await fillReturn(canvasElement, i18n, 'RO49 AAAA 1B31 0075 9384 0001');
    const iban = canvas.getByRole('textbox', { name: requiredName(i18n, t('returnForm.iban')) });
    await sendReturn(canvasElement, i18n);
    await waitFor(() => expect(iban).toHaveFocus());
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await expect(iban).toHaveAccessibleDescription(
      `${t('returnForm.ibanHint')} ${t('returnForm.ibanInvalid')}`,
    );
  },
};

/** Sent right: the request's number and what happens next, with focus on it. */
export const Sent: Story = {
  args: RETURN,
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { t } = i18n;
    const canvas = within(canvasElement);
    await fillReturn(canvasElement, i18n);
    await sendReturn(canvasElement, i18n);
    const done = await canvas.findByRole('heading', { name: t('returnForm.doneTitle') });
    await waitFor(() => expect(done).toHaveFocus());
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      t('returnForm.doneId', { id: 'ret-100' }),
    );
  },
};

/** shop-api refuses: a request was already made (in another tab); the way to the returns. */
export const Refused: Story = {
  args: {
    ...RETURN,
    failing: ['requestReturn', { status: 409, code: 'return_already_requested' }],
  },
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { t } = i18n;
    const canvas = within(canvasElement);
    await fillReturn(canvasElement, i18n);
    await sendReturn(canvasElement, i18n);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('returnForm.refused.already'));
    await expect(
      within(alert).getByRole('link', { name: t('returnForm.toReturns') }),
    ).toBeInTheDocument();
  },
};

export const AlreadyRequested: Story = {
  args: { ...RETURN, state: { returns: [RETURN_REQUEST] } },
};

export const PeriodOver: Story = {
  args: {
    ...RETURN,
    state: {
      returnWindow: { days: 60, lastDay: '2027-01-01', open: false, refusal: 'period-over' },
    },
  },
};

export const NotDelivered: Story = {
  args: {
    ...RETURN,
    state: {
      returnWindow: { days: 60, lastDay: '2027-01-01', open: false, refusal: 'not-delivered-yet' },
    },
  },
};

/** No `?order=` in the address: the way to the purchases. */
export const NoOrder: Story = { args: { route: 'account-return-form' } };

export const UnknownOrder: Story = {
  args: { route: 'account-return-form', query: { order: 'ord-404' } },
};

export const Loading: Story = { args: { ...RETURN, holding: ['order', 'orderReturn'] } };

/** The order's return state could not be loaded; trying again brings the form. */
export const Failed: Story = {
  args: { ...RETURN, failing: ['orderReturn', serverError] },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('returnForm.loadFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('error.retry') }));
    await expect(
      await canvas.findByRole('form', { name: t('returnForm.formTitle') }),
    ).toBeInTheDocument();
  },
};
