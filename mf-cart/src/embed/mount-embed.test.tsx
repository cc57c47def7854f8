/**
 * The whole embed on a plain page (jsdom): a widget and two buttons share the page's one cart
 * service, so a button's product shows in the widget and the cart's own notice is said there.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { type ListingPageResponse } from '@refurb/shared-contracts/api/catalog';
import { CartStateSchema, cartStorageKey } from '@refurb/shared-contracts/cart';
import { RuntimeConfigSchema } from '@refurb/shared-contracts/runtime';
import { act, waitFor, within } from '@testing-library/react';
import localConfig from '@refurb/local-env/config/runtime-config.json';
import { stopCartService } from '../app/cart-service';
import { mountEmbed } from './mount-embed';

const config = RuntimeConfigSchema.parse({
  ...localConfig,
  firebase: { ...localConfig.firebase, cloudSync: false },
});
const page: ListingPageResponse = {
  model: {
    modelId: 31,
    legacyModelId: 1031,
    type: 'SMARTPHONE',
    brand: 'Google',
    brandSlug: 'google',
    name: 'Pixel 7',
    slug: 'google-pixel-7',
    specs: {},
  },
  listing: {
    productId: 'P00522',
    legacySellOrderId: 700522,
    sku: 'SKU-1031-00522',
    storage: '128GB',
    color: 'Snow',
    grade: 'BUN',
    stock: 7,
    batteryType: 'Standard',
    batteryHealth: 90,
    price: 1329,
    previousPrice: null,
    image: '/content/images/google-pixel-7-snow-320.svg',
  },
};

afterEach(async () => {
  await stopCartService();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the embed on a plain page', () => {
  it('adds a button’s product to the one cart the widget shows, and says so there', async () => {
    document.body.innerHTML = `
      <header><div data-refurb-cart></div></header>
      <button data-refurb-add-to-cart="P00522">Adaugă în coș</button>`;
    let unmount = () => {};
    await act(async () => {
      unmount = mountEmbed(document, {
        country: 'ro',
        siteBase: 'http://localhost',
        config,
        lookup: () => Promise.resolve({ ok: true, page, services: [] }),
      });
    });
    const host = document.querySelector<HTMLElement>('[data-refurb-cart]')!;
    const widget = within(host.shadowRoot!.querySelector<HTMLElement>('.refurb-embed')!);
    await widget.findByRole('button', { name: 'Coș, 0 produse' });

    await act(async () => document.querySelector('button')!.click());
    await widget.findByRole('button', { name: 'Coș, 1 produs' });
    await waitFor(() =>
      expect(widget.getByRole('status').textContent).toBe(
        'Google Pixel 7 128GB Snow a fost adăugat în coș.',
      ),
    );
    // The write lands after the paint (local-storage-cart-repository.ts).
    const raw = await waitFor(() => {
      const text = localStorage.getItem(cartStorageKey(config.cart.stateVersion));
      expect(text).not.toBeNull();
      return text!;
    });
    const stored = CartStateSchema.parse(JSON.parse(raw));
    expect(stored.phoneCart.map((p) => p.id)).toEqual(['P00522']);

    await act(async () => unmount());
    document.querySelector('button')!.click();
    expect(document.querySelector('button')!.hasAttribute('aria-busy')).toBe(false);
  });
});
