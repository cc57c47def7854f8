/**
 * The marketing embed on a page: every `[data-refurb-cart]` gets the mini-cart in its own shadow
 * root, and every `[data-refurb-add-to-cart]` button adds its product. They share the page's one
 * cart service (started here at once, so the buttons work without a widget too) and so the shop's
 * cart: the same localStorage on the shop's own origin and, for a logged-in person, Firestore
 * (cloud sync asks the site's `/bff/me` itself). The runtime config is the site's
 * (`<site base>/runtime-config.json`); the API is the site's, same-origin on the shop's own origin.
 *
 * The cart's notices and the buttons' failures are told in the widgets (there is no toast
 * container on a marketing page); a page with buttons but no widget has nowhere to show them.
 */
import type { Country } from '@refurb/shared-contracts';
import type { EventBus, RuntimeConfig, Unmount } from '@refurb/shared-contracts/runtime';
import { loadRuntimeConfig } from '@refurb/web-kit';
import { createHttpProductLookup, type ProductLookup } from '../adapters/http-product-lookup';
import { cartService, type CartService } from '../app/cart-service';
import type { CartNotice } from '../cart/cart.events';
import { noticeText, reportError } from '../app/effects';
import { createCartI18n } from '../i18n/catalogues';
import { wireAddToCartButtons } from './add-to-cart-buttons';
import { createNoticeBoard } from './notices';
import { renderWidget } from './shadow-widget';

/**
 * A marketing page has no host to say who is logged in, and nothing a script can read tells it (the
 * session cookie is HttpOnly): the embed asks the site's `/bff/me` once, as the host does on its
 * pages, through the cart's API (`me`), and says it on the cart's bus (`session.changed`), which
 * starts cloud sync for a logged-in person. When the BFF cannot be asked, nothing is said.
 */
async function announceSession(service: CartService) {
  if (!service.config.firebase.cloudSync) return;
  const answer = await service.api.me();
  if (answer.ok) service.bus.publish('session.changed', { user: answer.data.user });
  else if (answer.error.status === 401) service.bus.publish('session.changed', { user: null });
}

export const WIDGET_SELECTOR = '[data-refurb-cart]';

export interface EmbedOptions {
  readonly country: Country;
  /** The shop's origin (`https://shop.ro`): its config, API and cart page. */
  readonly siteBase: string;
  /** A config already read (tests, Storybook); otherwise the site's runtime-config.json. */
  readonly config?: RuntimeConfig;
  /** For tests and Storybook: another product source than the site's API. */
  readonly lookup?: ProductLookup;
}

/**
 * Mounts the embed on `root`: the page (`document`), or a part of it (a story's canvas): its
 * widgets, and clicks on its add buttons.
 */
export function mountEmbed(root: Document | HTMLElement, options: EmbedOptions): Unmount {
  const { country, siteBase } = options;
  const pageOrigin = (root instanceof Document ? root : root.ownerDocument).defaultView?.location
    .origin;
  const apiOrigin = new URL(siteBase).origin === pageOrigin ? undefined : siteBase;
  const configUrl = `${siteBase}/runtime-config.json`;
  const i18n = createCartI18n(country);
  const notices = createNoticeBoard();
  // What went wrong (over a limit, phones gone, a cart not saved) is an alert; the rest a status.
  const notify = (notice: CartNotice) =>
    notices.show(
      notice.kind === 'limit' || notice.kind === 'phones-vanished' || notice.kind === 'not-saved'
        ? 'error'
        : 'info',
      noticeText(notice, i18n),
    );

  // One start for the widgets and the buttons (the service is the page's, whoever asks first).
  let started: Promise<CartService> | null = null;
  const service = () =>
    (started ??= (options.config ? Promise.resolve(options.config) : loadRuntimeConfig(configUrl))
      .then((config) =>
        cartService({ country, config, notify, ...(apiOrigin ? { apiOrigin } : {}) }),
      )
      .catch((error: unknown) => {
        started = null;
        throw error;
      }));
  service()
    .then(announceSession)
    .catch((error: unknown) =>
      reportError(`the embedded cart could not start: ${String(error)}`, {
        area: 'embed',
        reason: 'start',
      }),
    );

  const unmounts: Unmount[] = [];
  for (const host of root.querySelectorAll<HTMLElement>(WIDGET_SELECTOR)) {
    const unmount = renderWidget(host, {
      country,
      siteBase,
      configUrl,
      notify,
      notices,
      ...(options.config ? { config: options.config } : {}),
      ...(apiOrigin ? { apiOrigin } : {}),
    });
    if (unmount) unmounts.push(unmount);
  }

  const lookup =
    options.lookup ??
    ((wanted: Country, productId: string) =>
      service().then(({ config }) =>
        createHttpProductLookup({
          services: config.services,
          timeoutMs: config.network.timeoutMs,
          ...(apiOrigin ? { origin: apiOrigin } : {}),
        })(wanted, productId),
      ));
  unmounts.push(
    wireAddToCartButtons({
      root,
      country,
      i18n,
      lookup,
      cartBus: (): Promise<EventBus> => service().then((s) => s.bus),
      tell: (tone, text) => notices.show(tone, text),
      report: (message) => reportError(message, { area: 'embed', reason: 'add-to-cart' }),
    }),
  );
  return () => {
    for (const unmount of unmounts) unmount();
  };
}
