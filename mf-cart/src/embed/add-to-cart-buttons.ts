/**
 * The marketing page's add buttons: `<button data-refurb-add-to-cart="<product id>">`. One click
 * listener on the document (delegated), so buttons the page adds later work too, and nothing is
 * attached to or changed on the page's elements but `aria-busy` while their product is added
 * (a second click meanwhile is ignored).
 *
 * A click reads the product from the shop (listing, model, offered extra services), builds the
 * phone cart item with the contracts' rule (the brand-model page's, with nothing chosen) and sends
 * `cart.add-phone` on the page's bus once the page's cart service listens; the cart then says what
 * it did (added, already in the cart, over a limit). A sold-out or unknown product, or a failure
 * to reach the shop, is told in the site's words (`tell`) and reported.
 */
import { modelTitle, type Country } from '@refurb/shared-contracts';
import { EMBED_ORIGIN, phoneCartItem } from '@refurb/shared-contracts/cart';
import { type EventBus } from '@refurb/shared-contracts/runtime';
import type { ProductLookup } from '../adapters/http-product-lookup';
import { gradeLabel } from '../i18n/grade-label';
import type { CartI18n } from '../i18n/i18n';
import type { NoticeTone } from './notices';

export const ADD_BUTTON_ATTRIBUTE = 'data-refurb-add-to-cart';

export interface AddButtonsOptions {
  /** Where clicks are heard: the page (`document`), or a part of it. */
  readonly root: Document | HTMLElement;
  readonly country: Country;
  readonly i18n: CartI18n;
  readonly lookup: ProductLookup;
  /** The page's bus, once the page's cart service listens to it. */
  readonly cartBus: () => Promise<EventBus>;
  readonly tell: (tone: NoticeTone, text: string) => void;
  readonly report: (message: string) => void;
}

/** Wires every add button in `root`, now and later; returns the unwiring. */
export function wireAddToCartButtons(options: AddButtonsOptions): () => void {
  const { root, i18n, tell, report } = options;
  const { t } = i18n;

  const add = async (productId: string) => {
    try {
      const [found, bus] = await Promise.all([
        options.lookup(options.country, productId),
        options.cartBus(),
      ]);
      if (!found.ok) {
        tell('error', t(found.reason === 'not-found' ? 'embed.notFound' : 'embed.failed'));
        report(`product ${productId}: ${found.reason} (${found.message})`);
        return;
      }
      const { model, listing } = found.page;
      if (listing.stock < 1) {
        tell('error', t('embed.soldOut', { title: modelTitle(model.brand, model.name) }));
        return;
      }
      const item = phoneCartItem({
        country: options.country,
        model,
        listing,
        gradeLabel: gradeLabel(i18n, listing.grade),
        services: found.services,
        selectedServiceIds: [],
        battery: null,
        origin: EMBED_ORIGIN,
      });
      bus.publish('cart.add-phone', { item });
    } catch (error) {
      tell('error', t('embed.failed'));
      report(`product ${productId}: ${String(error)}`);
    }
  };

  const onClick = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const button = target.closest(`[${ADD_BUTTON_ATTRIBUTE}]`);
    if (!button) return;
    // A button in a form must not submit it; the page's own click handlers still run.
    event.preventDefault();
    if (button.getAttribute('aria-busy') === 'true') return;
    const productId = button.getAttribute(ADD_BUTTON_ATTRIBUTE)?.trim() ?? '';
    if (!productId) {
      report(`an element with ${ADD_BUTTON_ATTRIBUTE} names no product`);
      return;
    }
    button.setAttribute('aria-busy', 'true');
    void add(productId).finally(() => button.removeAttribute('aria-busy'));
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
