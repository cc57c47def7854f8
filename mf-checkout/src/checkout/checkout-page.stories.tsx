/**
 * The checkout page at each step, as session storage would hold it after a reload, with the cart
 * announced on the bus (as mf-cart does on a site) and checkout's in-memory shop-api (the rule
 * book's payment methods, oney between 300 and 12 000; one county, Cluj, and one easybox locker).
 * Each step's form is also shown refusing what is wrong. The country comes from the toolbar,
 * except where a state exists in one country only (cofidis in HU).
 */
import { addressWordsFor } from '@refurb/web-kit';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CheckoutI18n } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages.ro';
import {
  BILLING,
  CheckoutStory,
  CONTACT,
  DELIVERY,
  PAID,
  storyCountry,
  storyI18n,
  type CheckoutStoryArgs,
} from '../test-support/checkout-story';
import { CheckoutPage } from './checkout-page';

const meta = {
  title: 'mf-checkout/Checkout page',
  render: (args, { globals }) => (
    <CheckoutStory {...args} country={storyCountry(args, globals)}>
      <CheckoutPage />
    </CheckoutStory>
  ),
} satisfies Meta<CheckoutStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A field's accessible name: its label and "(required)" in the site's language. */
const required = ({ t }: CheckoutI18n, label: MessageKey) =>
  `${t(label)} ${t('checkout.required')}`;

/** A choice whose label goes on with details (its cost, its provider). */
const startingWith = (text: string) => (name: string) => name.startsWith(text);

export const Contact: Story = { args: {} };

export const ContactInvalid: Story = {
  args: {},
  play: async ({ canvasElement, args, globals }) => {
    const { t } = storyI18n(args, globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('checkout.continue') }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};

export const Delivery: Story = { args: { session: CONTACT } };

/** The delivery step with courier chosen: the address words and the county, ready to type in. */
async function courierAddress(
  canvasElement: HTMLElement,
  args: Parameters<typeof storyI18n>[0],
  globals: Parameters<typeof storyI18n>[1],
) {
  const { t } = storyI18n(args, globals);
  const words = addressWordsFor(storyCountry(args, globals), {
    retry: t('error.retry'),
    required: t('checkout.required'),
    optional: t('checkout.optional'),
  });
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('radio', { name: startingWith(t('delivery.courier')) }),
  );
  const county = await canvas.findByRole('combobox', {
    name: `${words.county} ${words.required}`,
  });
  await waitFor(() => expect(county).toBeEnabled());
  return { t, words, canvas, county };
}

/** Courier to an address with a county and a street only: the locality is the first to fix. */
export const DeliveryAddressInvalid: Story = {
  args: { session: CONTACT },
  play: async ({ canvasElement, args, globals }) => {
    const { t, words, canvas, county } = await courierAddress(canvasElement, args, globals);
    await userEvent.type(county, 'cluj');
    await userEvent.click(await canvas.findByRole('option', { name: 'Cluj' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: `${words.street} ${words.required}` }),
      'Str. Memorandumului',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('checkout.continue') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('checkout.fixErrors', { count: 1 }),
    );
    const locality = canvas.getByRole('combobox', { name: `${words.locality} ${words.required}` });
    await expect(locality).toHaveFocus();
    await expect(locality).toHaveAccessibleDescription(words.localityError);
    await expect(
      canvas.getByRole('textbox', { name: `${words.number} ${words.required}` }),
    ).toHaveAccessibleDescription(words.numberError);
  },
};

/**
 * The county and the town found by typing: a Latin spelling finds the Cyrillic province and town
 * (the fake's lists have a Bulgarian province), and the arrow keys and Enter pick.
 */
export const DeliveryPlaceSearch: Story = {
  args: { session: CONTACT },
  play: async ({ canvasElement, args, globals }) => {
    const { words, canvas, county } = await courierAddress(canvasElement, args, globals);
    await userEvent.type(county, 'plovdiv');
    await expect(await canvas.findByRole('option', { name: 'Пловдив' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(county).toHaveValue('Пловдив');
    const town = canvas.getByRole('combobox', { name: `${words.locality} ${words.required}` });
    await waitFor(() => expect(town).toBeEnabled());
    await userEvent.type(town, 'a');
    await expect(town).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(town).toHaveValue('Асеновград');
  },
};

/** A locker with no point chosen: the search gets focus; choosing a point says which. */
export const DeliveryNoPickupPoint: Story = {
  args: { session: CONTACT },
  play: async ({ canvasElement, args, globals }) => {
    const { t } = storyI18n(args, globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('radio', { name: startingWith(t('delivery.locker')) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('checkout.continue') }));
    await expect(await canvas.findByText(t('pickup.error'))).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: t('pickup.search') })).toHaveFocus();
    const name = 'easybox Cluj-Napoca 1';
    await userEvent.click(
      await canvas.findByRole('button', { name: t('pickup.chooseLabel', { name }) }),
    );
    await expect(await canvas.findByText(t('pickup.chosen', { name }))).toBeInTheDocument();
    await expect(canvas.queryByText(t('pickup.error'))).not.toBeInTheDocument();
  },
};

export const Billing: Story = { args: { session: DELIVERY } };

/** A company whose tax id lacks the country's prefix: the tax id is the first to fix. */
export const BillingCompanyInvalid: Story = {
  args: { session: DELIVERY },
  play: async ({ canvasElement, args, globals }) => {
    const i18n = storyI18n(args, globals);
    const { t } = i18n;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: t('billing.corporate') }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: required(i18n, 'company.name') }),
      'Refurb Test SRL',
    );
    const fiscalCode = canvas.getByRole('textbox', { name: required(i18n, 'company.fiscalCode') });
    await userEvent.type(fiscalCode, '12345678');
    await userEvent.click(canvas.getByRole('button', { name: t('checkout.continue') }));
    // The tax id, the registration number, the company's e-mail and phone.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('checkout.fixErrors', { count: 4 }),
    );
    await expect(fiscalCode).toHaveFocus();
    await expect(fiscalCode).toHaveAttribute('aria-invalid', 'true');
    await expect(fiscalCode).toHaveAccessibleDescription(
      `${t('company.fiscalCodeHint')} ${t('company.fiscalCodeError')}`,
    );
  },
};

/** Another person receives the parcel, named only: their e-mail is the first to fix. */
export const BillingRecipientInvalid: Story = {
  args: { session: DELIVERY },
  play: async ({ canvasElement, args, globals }) => {
    const i18n = storyI18n(args, globals);
    const { t } = i18n;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: t('another.toggle') }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: required(i18n, 'contact.name') }),
      'Ion Ionescu',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('checkout.continue') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('checkout.fixErrors', { count: 2 }),
    );
    const email = canvas.getByRole('textbox', { name: required(i18n, 'contact.email') });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(t('contact.emailError'));
  },
};

export const Payment: Story = { args: { session: BILLING } };

/** A small order: oney (300 to 12 000) is out of its bounds. */
export const PaymentSmallOrder: Story = { args: { session: BILLING, price: 199 } };

/** HU, eleven phones: over cofidis' limit of 10 products. */
export const PaymentOverCofidisLimit: Story = {
  args: { session: BILLING, phones: 11, price: 60_000, sites: ['hu'] },
};

export const Review: Story = { args: { session: PAID } };
