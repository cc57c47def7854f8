/**
 * A cart phone's title links to its configuration (spec section 2): the brand-model page with the
 * slug of its storage and colour and its grade as `shape`, whatever `productUrl` was stored with
 * it (an item added by an older version named only the model, or another configuration).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { createEventBus, RuntimeConfigSchema } from '@refurb/shared-contracts/runtime';
import { NOW, phone } from '@refurb/shared-contracts/fixtures';
import { act, render, screen, waitFor } from '@testing-library/react';
import localConfig from '@refurb/local-env/config/runtime-config.json';
import { createMemoryCartStore } from '../adapters/memory-cart-repository';
import { CartServiceContext } from '../app/cart-context';
import { createCartService, stopCartService } from '../app/cart-service';
import { CartI18nContext } from '../i18n/i18n';
import { fakeCartApi } from '../test-support/fake-cart-api';
import { CartPage } from './cart-page';

const config = RuntimeConfigSchema.parse(localConfig);

async function cartWith(country: 'ro' | 'hu', item: ReturnType<typeof phone>) {
  const service = await createCartService({
    country,
    config,
    api: fakeCartApi({ services: [], offers: [] }),
    now: () => NOW,
    repository: createMemoryCartStore().open(() => ({
      now: NOW,
      expiryMonths: 1,
      stateVersion: '1.04',
    })),
  });
  render(
    <CartServiceContext.Provider value={service}>
      <CartI18nContext.Provider value={service.i18n}>
        <CartPage />
      </CartI18nContext.Provider>
    </CartServiceContext.Provider>,
  );
  const bus = createEventBus({
    target: window,
    createEvent: (n, d) => new CustomEvent(n, { detail: d }),
  });
  await act(async () => {
    bus.publish('cart.add-phone', { item });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await waitFor(() => expect(service.actor.getSnapshot().context.cart.phoneCart).toHaveLength(1));
}

afterEach(() => stopCartService());

describe("a cart phone's link", () => {
  it.each([
    ['ro', '/magazin/apple/telefoane-apple-iphone-14-pro/1011/'],
    ['ro', '/magazin/apple/telefoane-apple-iphone-14-pro-128gb-deep-purple/1011/?shape=BUN'],
    ['hu', '/bolt/apple/telefonok-apple-iphone-14-pro/1011/'],
  ] as const)('%s: stored %s, opens 256GB Gold BUN', async (country, productUrl) => {
    const title = 'Apple iPhone 14 Pro 256GB Gold';
    await cartWith(
      country,
      phone({
        title,
        model: 'iPhone 14 Pro',
        storage: '256GB',
        color: 'Gold',
        shape: 'BUN',
        productUrl,
      }),
    );
    const link = await screen.findByRole('link', { name: title });
    expect(link.getAttribute('href')).toBe(
      country === 'ro'
        ? '/magazin/apple/telefoane-apple-iphone-14-pro-256gb-gold/1011/?shape=BUN'
        : '/bolt/apple/telefonok-apple-iphone-14-pro-256gb-gold/1011/?shape=BUN',
    );
  });
});

describe("a cart phone's grade", () => {
  it.each([
    ['ro', 'FOARTE_BUN', 'Stare: Foarte bun'],
    ['hu', 'ACCEPTABIL', 'Állapot: Elfogadható'],
  ] as const)("%s: %s is said in the site's words", async (country, grade, words) => {
    await cartWith(country, phone({ shape: grade }));
    const meta = await screen.findByText((_, element) =>
      Boolean(element?.classList.contains('cart-line__meta')),
    );
    expect(meta.textContent).toContain(words);
    expect(meta.textContent).not.toContain(grade);
  });
});
