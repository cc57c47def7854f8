/**
 * The sell flow's steps in each of their states, on the in-memory sell API (the contracts' sell
 * fixtures) and a progress put in session storage, as a reload would find it. The address bar is
 * left alone; the country comes from the toolbar.
 */
import { type Country } from '@refurb/shared-contracts';
import { type SessionUser } from '@refurb/shared-contracts/api/session';
import { emptyAddressForm } from '@refurb/shared-contracts/checkout';
import { RuntimeConfigSchema, createEventBus } from '@refurb/shared-contracts/runtime';
import {
  serializeSellProgress,
  type SellProgress,
  type SellStep,
} from '@refurb/shared-contracts/sell';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import localConfig from '@refurb/local-env/config/runtime-config.json';
import { SellRoot } from '../app/SellRoot';
import type { Navigation } from '../app/sell-services';
import { createFakeSellApi, type FakeSellApi } from '../test-support/fake-sell-api';
import { freshProgress } from './sell.machine';
import { SellFlow } from './sell-flow';
import { emptyDraft } from './details.rules';

const config = RuntimeConfigSchema.parse(localConfig);
const bus = createEventBus({
  target: window,
  createEvent: (name, detail) => new CustomEvent(name, { detail }),
});
const stayPut: Navigation = { current: () => '', push: () => undefined, replace: () => undefined };

const SELLER: SessionUser = {
  id: 'story-seller',
  email: 'ana.pop@example.ro',
  displayName: 'Ana Pop',
  phoneNumber: '+40722123456',
  deactivated_at: null,
};

const ANSWERS = {
  powersOn: 'yes',
  screen: 'flawless',
  battery: 'good',
  defects: ['camera'],
  accountLock: 'removed',
};

type Preset = (country: Country) => Partial<SellProgress>;

const device: Preset = () => ({
  category: 'SMARTPHONE',
  brand: 'Apple',
  modelId: 'apple-iphone-13',
  storage: '128 GB',
});
const answered: Preset = (country) => ({ ...device(country), answers: ANSWERS });

interface SellStoryArgs {
  readonly step: SellStep;
  readonly preset?: Preset;
  readonly user?: SessionUser | null;
  readonly api?: () => FakeSellApi;
}

function SellStory({
  step,
  preset,
  user = SELLER,
  api = () => createFakeSellApi(),
  country,
}: SellStoryArgs & { readonly country: Country }) {
  const items = new Map<string, string>();
  const progress: SellProgress = { ...freshProgress(country), ...preset?.(country) };
  items.set('refurb.sell.progress', serializeSellProgress(progress));
  bus.publish('session.changed', { user });
  return (
    <SellRoot
      key={`${country}|${step}`}
      country={country}
      config={config}
      ports={{
        api: api(),
        bus,
        navigation: stayPut,
        storage: {
          getItem: (key) => items.get(key) ?? null,
          setItem: (key, value) => void items.set(key, value),
          removeItem: (key) => void items.delete(key),
        },
      }}
    >
      <SellFlow requested={step} />
    </SellRoot>
  );
}

const meta = {
  title: 'mf-sell/Sell flow',
  render: (args, { globals }) => (
    <SellStory {...args} country={(globals.country as Country) ?? 'ro'} />
  ),
} satisfies Meta<SellStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeviceEmpty: Story = { args: { step: 'device' } };

export const DeviceChosen: Story = { args: { step: 'device', preset: device } };

export const DeviceSearch: Story = {
  args: { step: 'device' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox'), 'galaxy');
    await expect(await canvas.findByRole('radio', { name: /Galaxy S23/ })).toBeInTheDocument();
  },
};

export const DeviceNothingChosen: Story = {
  args: { step: 'device' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = await canvas.findAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1]!);
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};

export const CatalogLoading: Story = {
  args: {
    step: 'device',
    api: () => {
      const api = createFakeSellApi();
      api.catalog = () => new Promise(() => undefined);
      return api;
    },
  },
};

export const CatalogFailed: Story = {
  args: {
    step: 'device',
    api: () => {
      const api = createFakeSellApi();
      api.fail('catalog', { status: 0, code: 'network' });
      return api;
    },
  },
  // The failure is reported (to the console here) as on a site.
  parameters: { expectedReports: 1 },
};

export const ConditionUnanswered: Story = { args: { step: 'condition', preset: device } };

export const ConditionMissingAnswers: Story = {
  args: {
    step: 'condition',
    preset: (country) => ({ ...device(country), answers: { powersOn: 'yes' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = await canvas.findAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1]!);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/4/);
  },
};

export const ConditionAnswered: Story = { args: { step: 'condition', preset: answered } };

export const Offer: Story = { args: { step: 'offer', preset: answered } };

export const OfferLockedDevice: Story = {
  args: {
    step: 'offer',
    preset: (country) => ({
      ...answered(country),
      answers: { ...ANSWERS, accountLock: 'not-removed' },
    }),
  },
};

export const OfferFailed: Story = {
  args: {
    step: 'offer',
    preset: answered,
    api: () => {
      const api = createFakeSellApi();
      api.fail('quote', { status: 503, code: 'unavailable' });
      return api;
    },
  },
  parameters: { expectedReports: 1 },
};

const quoted: Preset = (country) => ({
  ...answered(country),
  quote: {
    outcome: 'offer',
    device: { category: 'SMARTPHONE', brand: 'Apple', model: 'iPhone 13', storage: '128 GB' },
    offer: {
      amount: 1305,
      currencyLabel: 'lei',
      validUntil: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      breakdown: [
        { label: 'Preț de bază: iPhone 13, 128 GB', amount: 1450 },
        { label: 'Defecte: Camera', amount: -145 },
      ],
    },
  },
});

export const DetailsSignedIn: Story = { args: { step: 'details', preset: quoted } };

export const DetailsVisitor: Story = {
  args: { step: 'details', preset: quoted, user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = (await canvas.findAllByRole('button')).at(-1)!;
    await userEvent.click(submit);
    await expect(await canvas.findAllByRole('link')).toHaveLength(2);
  },
};

export const DetailsInvalid: Story = {
  args: {
    step: 'details',
    preset: quoted,
    user: { ...SELLER, displayName: null, phoneNumber: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /IBAN/ }),
      'BG80BNBG96611020345678',
    );
    const submit = (await canvas.findAllByRole('button')).at(-1)!;
    await userEvent.click(submit);
    await expect((await canvas.findAllByRole('alert')).length).toBeGreaterThan(0);
  },
};

export const DetailsCourierPickup: Story = {
  args: {
    step: 'details',
    preset: (country) => ({
      ...quoted(country),
      details: { ...emptyDraft(), shipping: 'courier-pickup', address: emptyAddressForm() },
    }),
  },
};

export const Done: Story = {
  args: {
    step: 'done',
    preset: (country) => ({
      ...quoted(country),
      details: {
        ...emptyDraft(),
        name: 'Ana Pop',
        email: 'ana.pop@example.ro',
        phone: '+40722123456',
        holder: 'Ana Pop',
        shipping: 'locker',
        pickupPointId: 'easybox-1',
        pickupPointName: 'easybox Piața Unirii, Piața Unirii 1',
      },
      submitted: { saleId: 'sale_story', reference: 'S-100042' },
    }),
  },
};
