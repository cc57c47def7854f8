/**
 * The shop brand-model page: variants by storage, colour and shape (grade), extra services, a new
 * battery, related accessories and bundles. Adding sends `cart.add-phone` (and for a bundle one
 * `cart.add-accessory` per ticked accessory, origin "PDP - Bundle") on the event bus: the cart
 * remote owns the cart, the host only speaks its contract.
 *
 * The address is the configuration (spec section 2): the variant shown is read from the slug
 * (category-brand-model-storage-color) and the `shape` query every time they change
 * (`listingOfAddress`), never kept apart from them, so an address opened, a link followed from
 * the cart to another configuration of the same model, back and forward all show what the address
 * names. A choice of storage, colour or grade writes the address of the new configuration with
 * `replaceAddress` (the history entry replaced: back leaves the page rather than undoing clicks).
 * An address the model cannot show as asked (a storage, colour or grade it does not list) shows
 * the closest configuration with a notice saying so and is rewritten to it; a sold-out one is
 * shown as asked, sold out (see product-address.ts in the contracts for the rules).
 */
import {
  buildRoutePath,
  listingOfAddress,
  modelTitle,
  productAddress,
  productSlug,
  type Country,
} from '@refurb/shared-contracts';
import {
  type AccessoryOffer,
  type Listing,
  type ModelPageResponse,
} from '@refurb/shared-contracts/api/catalog';
import { type ReviewsResponse } from '@refurb/shared-contracts/api/content';
import {
  accessoryImageUrl,
  accessoryLabel,
  BATTERY_ACCESSORY_CATEGORY,
  extraServicePrice,
  filterAccessoriesForDevice,
  sortAccessories,
  type ExtraService,
} from '@refurb/shared-contracts/cart';
import { lazy, useCallback, useEffect, useMemo, useState, type ComponentProps } from 'react';
import { showToast } from '@refurb/web-kit';
import { island } from '../app/island';
import { useServerPage } from '../app/server-page';
import { useSite } from '../app/site';
import { useResource, useShownData, useStartedTogether } from '../api/use-resource';
import { useHydrated } from '../app/hydrated';
import { useI18n } from '../i18n/i18n';
import { usePageHead } from '../layout/use-page-head';
import { categoryPath, comparePath } from '../routing/host-routes';
import { gradeName } from '../i18n/grade-name';
import { NotFoundPage } from '../pages/NotFoundPage';
import { Failed, Loading } from '../pages/states';
import { Link, replaceAddress as replaceRouterAddress } from '../routing/router';
import {
  BatteryLine,
  DeliveryLines,
  GradeNote,
  InstallmentsLine,
  PreviousPrice,
} from './ProductFacts';
import { modelReviewsKey, SHOWN_REVIEWS } from './review-keys';
import {
  colorsOf,
  listingOf,
  reselect,
  shapeOptions,
  shownShapeLabel,
  storagesOf,
  type Selection,
} from './variants';

/**
 * What the page says to a browser without scripts (NoScript.tsx: the configurations as links, and
 * that the cart needs JavaScript), rendered on the server only. React never renders a
 * `<noscript>`'s children in the browser (hydration keeps what the server wrote), so the browser
 * draws the element empty and never loads that code: a chunk of its own, which only the server
 * renderer reads.
 */
const noScriptChunk = () => import(/* webpackChunkName: "product-no-script" */ './NoScript');
/** Building and publishing the cart item (add-to-cart.ts): loaded when an add is near. */
const addChunk = () => import(/* webpackChunkName: "product-add" */ './add-to-cart');
const ServerVariantLinks = lazy(() => noScriptChunk().then((m) => ({ default: m.VariantLinks })));
const ServerCartNeedsScript = lazy(() =>
  noScriptChunk().then((m) => ({ default: m.CartNeedsScript })),
);

/**
 * The facts that stay the same whatever configuration is chosen (StaticFacts.tsx: specifications,
 * promises, savings): a server-rendered island (app/island.tsx), whose code the browser loads only
 * to draw them itself (another model followed by a link), never to hydrate the server's page.
 */
/** The model's rating and newest reviews under its name (ProductReviews.tsx), an island too. */
const ReviewsIsland = island(
  () =>
    import(/* webpackChunkName: "product-reviews" */ './ProductReviews').then(
      (m) => m.ProductReviews,
    ),
  'div',
  'product__rating',
);

const StaticFactsIsland = island(
  () => import(/* webpackChunkName: "product-facts" */ './StaticFacts').then((m) => m.StaticFacts),
  'div',
  'product__static',
);

function VariantLinks(props: ComponentProps<typeof ServerVariantLinks>) {
  return useServerPage() ? <ServerVariantLinks {...props} /> : <noscript />;
}

function CartNeedsScript() {
  return useServerPage() ? <ServerCartNeedsScript /> : <noscript />;
}

interface Params {
  readonly brandSlug: string;
  readonly slug: string;
  readonly legacyModelId: string;
  readonly shape?: string;
}

/** The route params of the page showing `listing` (what `productAddress` writes). */
function shownParams(
  model: ModelPageResponse['model'],
  listing: Pick<Listing, 'storage' | 'color' | 'grade'>,
  country: Country,
) {
  return {
    brandSlug: model.brandSlug,
    slug: productSlug(country, {
      type: model.type,
      brand: model.brand,
      model: model.name,
      storage: listing.storage,
      color: listing.color,
    }),
    legacyModelId: model.legacyModelId,
    shape: listing.grade,
  };
}

/** How the page rewrites its own address: the router's, or a story's state. */
export type ReplaceAddress = (href: string) => void;

export function ProductPage({
  params,
  replaceAddress = replaceRouterAddress,
}: {
  params: Params;
  replaceAddress?: ReplaceAddress;
}) {
  const site = useSite();
  const { t, formatPrice } = useI18n();
  const modelKey = `model:${site.country}:${params.legacyModelId}`;
  const loadModel = () => site.api.model(site.country, params.legacyModelId);
  // The model's reviews (the island under its name shows them): its structured data states them.
  // Asked for with the model, on the server in the same round trip.
  const modelId = Number(params.legacyModelId);
  const reviewsKey = modelReviewsKey(site.country, modelId);
  const loadReviews = () => site.api.modelReviews(site.country, modelId, SHOWN_REVIEWS);
  useStartedTogether({ [modelKey]: loadModel, [reviewsKey]: loadReviews });
  const result = useResource(modelKey, loadModel);
  const reviews = useResource(reviewsKey, loadReviews);
  const serverPage = useServerPage();
  const page = result.status === 'ready' ? result.data : null;
  // The listing the address shows, for the head: its address is the canonical one, its picture
  // the social image (ProductView reads the same with the same rule).
  const addressed = page
    ? listingOfAddress(page.model, page.listings, { slug: params.slug, shape: params.shape })
    : null;
  const shown =
    addressed && page ? productAddress(site.country, page.model, addressed.listing) : null;
  const hidden = page?.model.type === 'CONSOLE' && !site.flags.isConsoleEnabled;
  // No such model (or a console while consoles are off): the page is the not-found page, whose
  // head this one must not contradict (its effect runs after the not-found page's).
  const missing = hidden || (result.status === 'failed' && result.error.status === 404);
  const name = page ? modelTitle(page.model.brand, page.model.name) : null;
  usePageHead(
    missing ? t('notFound.title') : name,
    missing
      ? null
      : shown && page && addressed
        ? {
            name: 'shop-brand-model',
            params: shownParams(page.model, addressed.listing, site.country),
          }
        : { name: 'shop-brand-model', params: { ...params } },
    {
      noindex: missing,
      description:
        name && addressed && !missing
          ? t('meta.product', { name, price: formatPrice(addressed.listing.price) })
          : undefined,
      image: addressed?.listing.image,
      // The product as the page shows it (price, stock of the listing the address names), and
      // its place in the site: the index, its category, itself.
      structured:
        page && addressed && shown && name
          ? [
              {
                type: 'Product',
                product: {
                  model: page.model,
                  listing: addressed.listing,
                  pageUrl: shown,
                  reviews: reviews.status === 'ready' ? reviews.data : null,
                },
              },
              {
                type: 'BreadcrumbList',
                items: [
                  { name: t('nav.home'), url: '/' },
                  {
                    name: t(`category.${page.model.type}`),
                    url: categoryPath(site.country, page.model.type),
                  },
                  { name, url: shown },
                ],
              },
            ]
          : [],
    },
  );
  // An address that names this configuration in other words (an old name of the model, another
  // site's category word, no configuration at all) is a retired address: on the server it
  // answers 301 to the current one. One asking for what the model no longer lists is shown with
  // the notice (ProductView), as the spec asks, and rewritten in the browser.
  if (serverPage && !hidden && addressed?.exact && shown !== null) {
    const asked = buildRoutePath(site.country, 'shop-brand-model', { ...params });
    if (asked !== shown) serverPage.setRedirect(shown);
  }
  if (result.status === 'loading') return <Loading />;
  if (result.status === 'failed')
    return missing ? <NotFoundPage /> : <Failed retry={result.retry} />;
  // While the site's `isConsoleEnabled` is off, consoles are no part of it: no page either.
  if (hidden) return <NotFoundPage />;
  return (
    <ProductView
      key={result.data.model.legacyModelId}
      page={result.data}
      reviews={reviews.status === 'ready' ? reviews.data : null}
      params={params}
      replaceAddress={replaceAddress}
    />
  );
}

function ProductView({
  page,
  reviews,
  params,
  replaceAddress,
}: {
  page: ModelPageResponse;
  /** The model's reviews (null while they load, or when they could not be read). */
  reviews: ReviewsResponse | null;
  params: Params;
  replaceAddress: ReplaceAddress;
}) {
  const site = useSite();
  const { t, formatPrice } = useI18n();
  const hydrated = useHydrated();
  const { model, listings } = page;
  const addressed = useMemo(
    () => listingOfAddress(model, listings, { slug: params.slug, shape: params.shape }),
    [model, listings, params.slug, params.shape],
  );
  const listing = addressed?.listing ?? null;
  const selection: Selection | null = listing
    ? { storage: listing.storage, color: listing.color, grade: listing.grade }
    : null;
  const productId = listing?.productId ?? '';
  const shownAddress = listing ? productAddress(site.country, model, listing) : null;
  const askedAddress = buildRoutePath(site.country, 'shop-brand-model', { ...params });
  // The notice names the address it was raised for: once the address is rewritten to what is
  // shown it stays, and a later choice (another address) ends it. Set while rendering, as the
  // details' flag below: the notice shows in the same render as the configuration.
  const [noticeFor, setNoticeFor] = useState<string | null>(null);
  if (addressed !== null && !addressed.exact && noticeFor !== shownAddress)
    setNoticeFor(shownAddress);
  useEffect(() => {
    if (shownAddress !== null && askedAddress !== shownAddress) replaceAddress(shownAddress);
  }, [shownAddress, askedAddress, replaceAddress]);
  const choose = (change: Partial<Selection>) => {
    if (!selection) return;
    const next = listingOf(listings, reselect(listings, selection, change));
    if (next) replaceAddress(productAddress(site.country, model, next));
  };

  const keys = {
    shapes: `shapes:${productId}`,
    extras: `extras:${productId}`,
    acc: `acc:${productId}`,
    guide: `guide:${site.country}`,
    delivery: `delivery:${site.country}`,
  };
  const loadShapes = () => site.api.availableShapes(site.country, productId);
  const loadServices = () => site.api.extraServices(site.country, productId);
  const loadAccessories = () => site.api.relatedAccessories(site.country, [productId]);
  const loadGuide = () => site.api.productGuide(site.country);
  const loadDelivery = () => site.api.deliveryEstimate(site.country);
  useStartedTogether({
    [keys.delivery]: loadDelivery,
    [keys.shapes]: loadShapes,
    [keys.extras]: loadServices,
    [keys.acc]: loadAccessories,
    [keys.guide]: loadGuide,
  });
  const shapes = useResource(keys.shapes, loadShapes);
  const shownShapes = useShownData(shapes, String(model.legacyModelId));
  const services = useResource(keys.extras, loadServices);
  const accessories = useResource(keys.acc, loadAccessories);
  // The guide's words (grades, battery, promises, labels); its facts are left out if it failed.
  const guideResource = useResource(keys.guide, loadGuide);
  const guide = guideResource.status === 'ready' ? guideResource.data : null;
  // The delivery estimate; once its cut-off passes, the next one (asked once per cut-off).
  const [passedCutOff, setPassedCutOff] = useState<string | null>(null);
  const delivery = useResource(
    passedCutOff ? `${keys.delivery}:${passedCutOff}` : keys.delivery,
    loadDelivery,
  );
  const onCutOff = useCallback((orderBy: string) => setPassedCutOff(orderBy), []);

  // The details show once the first listing's shapes, services and accessories have answered (a
  // loading line under the name until then): arriving one by one, each pushed the rest down.
  const [detailsShown, setDetailsShown] = useState(false);
  // The guide's facts are not waited for: they join the page when they come (on a page the server
  // rendered they came with it).
  const extrasLoading = [shapes, services, accessories].some((r) => r.status === 'loading');
  if (!detailsShown && !extrasLoading) setDetailsShown(true);

  const [chosenServices, setChosenServices] = useState<Record<string, string>>({});
  const [withBattery, setWithBattery] = useState(false);
  const [bundle, setBundle] = useState<readonly string[]>([]);
  // Between the add's click and the cart taking the device (its code loading, the first time).
  const [adding, setAdding] = useState(false);

  const offers = useMemo(() => {
    if (accessories.status !== 'ready' || !listing)
      return { battery: null, others: [] as AccessoryOffer[] };
    const all = accessories.data.data.flatMap((entry) =>
      entry.accessoriesPerCategory.flatMap((c) => c.accessories),
    );
    const fitting = filterAccessoriesForDevice(all, { model: model.name, grade: listing.grade });
    return {
      battery: fitting.find((a) => a.category === BATTERY_ACCESSORY_CATEGORY) ?? null,
      others: sortAccessories(
        fitting.filter((a) => a.category !== BATTERY_ACCESSORY_CATEGORY && !a.isWrappingTax),
      ),
    };
  }, [accessories, listing, model]);

  if (!selection || !listing) return <Failed retry={() => window.location.reload()} />;

  const image = (
    <img
      className="product__image"
      src={listing.image}
      alt={modelTitle(model.brand, model.name)}
      width={320}
      height={320}
      // The page's largest picture: asked for first (React writes a preload for it too).
      fetchPriority="high"
    />
  );
  const heading = <h1>{modelTitle(model.brand, model.name)}</h1>;
  if (!detailsShown)
    return (
      <article className="product" aria-busy="true">
        {image}
        <div className="product__details">
          {heading}
          <Loading />
        </div>
      </article>
    );

  // While the next configuration's shapes load, the last ones stay: the grade just chosen (by a
  // click or the arrow keys) keeps its radio and the focus, instead of the list emptying and
  // the focus falling to the page (issue 35).
  const shapeItems = shownShapes?.data.relatedSpecs.find((s) => s.name === 'shape')?.items ?? [];
  const options = shapeOptions(shapeItems);
  const shapeWords = { grade: (value: string) => gradeName(t, value), popular: t('grade.popular') };
  const serviceList: readonly ExtraService[] =
    services.status === 'ready' ? services.data.services : [];
  const serviceTypes = [...new Set(serviceList.map((s) => s.type))];

  // The cart remote loads when the cart is first needed (the add): pointing at the button starts
  // it, and the code that builds the cart item (add-to-cart.ts, a chunk of its own) with it.
  const preloadCart = () => {
    site.remotes.preload('mf_cart', 'mini-cart');
    void addChunk();
  };
  const add = async (asBundle: boolean) => {
    if (adding) return;
    // Said at once, in the click's own frame: the first add of a page waits for the cart's code.
    setAdding(true);
    // Wanting the cart starts it (its remote loads on the first add); the add goes as soon as
    // the code that builds the item is here, and waits in the bus's outbox until the cart takes
    // it. A cart that does not answer in time gets the add taken back, and the person is told.
    const ready = site.cartReady();
    const unavailable = () =>
      void showToast(site.bus, (toast) => toast.error(t('product.cartUnavailable')));
    // A chunk that cannot load (the network dropped) is a cart that cannot be reached now.
    const chunk = await addChunk().catch(() => null);
    if (!chunk) {
      setAdding(false);
      unavailable();
      return;
    }
    const sent = chunk.publishAdd(
      site.bus,
      {
        country: site.country,
        model,
        listing,
        gradeLabel: gradeName(t, listing.grade),
        services: serviceList,
        selectedServiceIds: Object.values(chosenServices).filter(Boolean),
        battery: withBattery ? offers.battery : null,
      },
      asBundle ? offers.others.filter((o) => bundle.includes(o.id)) : [],
    );
    const answered = await ready;
    setAdding(false);
    // The cart says what it did (added, already there, over the limit) in its own toast.
    if (!answered && sent.map((s) => s.withdraw()).some(Boolean)) unavailable();
  };

  const radio = (
    name: string,
    value: string,
    checked: boolean,
    onChange: () => void,
    label: string,
    disabled = false,
  ) => (
    <label key={value} className={checked ? 'chip chip--on' : 'chip'}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled || !hydrated}
        onChange={onChange}
      />{' '}
      {label}
    </label>
  );

  return (
    <article className="product">
      {image}
      <div className="product__details">
        {heading}
        <ReviewsIsland legacyModelId={model.legacyModelId} list={reviews} />
        {noticeFor === shownAddress && (
          <p role="status" className="product__notice">
            {t('product.variantUnavailable', {
              variant: `${listing.storage}, ${listing.color}, ${gradeName(t, listing.grade)}`,
            })}
          </p>
        )}
        <p className="product__price" aria-live="polite">
          <span className="visually-hidden">{t('product.price')}: </span>
          {formatPrice(listing.price)}
          {listing.previousPrice !== null && listing.previousPrice > listing.price && (
            <s className="card__was">
              {' '}
              {t('card.was', { price: formatPrice(listing.previousPrice) })}
            </s>
          )}
        </p>
        <PreviousPrice listing={listing} guide={guide} />
        <InstallmentsLine listing={listing} guide={guide} />
        <p>{t('product.warranty')}</p>
        <fieldset>
          <legend>{t('product.storage')}</legend>
          {storagesOf(listings).map((storage) =>
            radio(
              'storage',
              storage,
              storage === selection.storage,
              () => choose({ storage }),
              storage,
            ),
          )}
        </fieldset>
        <fieldset>
          <legend>{t('product.color')}</legend>
          {colorsOf(listings, selection.storage).map((color) =>
            radio('color', color, color === selection.color, () => choose({ color }), color),
          )}
        </fieldset>
        <fieldset
          aria-busy={shapes.status === 'loading'}
          aria-describedby={guide ? 'grade-note' : undefined}
        >
          <legend>{t('product.shape')}</legend>
          {shapes.status === 'failed' && <Failed retry={shapes.retry} />}
          {options.map((option) =>
            radio(
              'shape',
              option.value,
              option.value === listing.grade,
              () => choose({ grade: option.value }),
              shownShapeLabel(option, shapeWords),
              !listings.some(
                (l) =>
                  l.storage === selection.storage &&
                  l.color === selection.color &&
                  l.grade === option.value,
              ),
            ),
          )}
        </fieldset>
        <GradeNote id="grade-note" grade={listing.grade} guide={guide} />
        <VariantLinks model={model} listings={listings} selection={selection} />
        <BatteryLine listing={listing} guide={guide} />
        {offers.battery && (
          <label>
            <input
              type="checkbox"
              checked={withBattery}
              disabled={!hydrated}
              onChange={(e) => setWithBattery(e.target.checked)}
            />{' '}
            {t('product.batteryOffer', { price: formatPrice(offers.battery.price) })}
          </label>
        )}
        {serviceTypes.map((type) => (
          <fieldset key={type}>
            <legend>{t(`product.${type}`)}</legend>
            {radio(
              `service-${type}`,
              '',
              !chosenServices[type],
              () => setChosenServices((c) => ({ ...c, [type]: '' })),
              t('product.noExtra'),
            )}
            {serviceList
              .filter((s) => s.type === type)
              .map((s) =>
                radio(
                  `service-${type}`,
                  s.id,
                  chosenServices[type] === s.id,
                  () => setChosenServices((c) => ({ ...c, [type]: s.id })),
                  `${s.name ?? s.key} (+${formatPrice(extraServicePrice(s))})`,
                ),
              )}
          </fieldset>
        ))}
        {listing.stock > 0 ? (
          <>
            <p className="stock stock--in">{t('card.inStock')}</p>
            <DeliveryLines
              estimate={delivery.status === 'ready' ? delivery.data : null}
              guide={guide}
              onExpired={onCutOff}
            />
            <button
              type="button"
              className="button button--primary"
              disabled={!hydrated}
              // The accessories ticked below go with the device, as a bundle (issue 35: never
              // dropped silently); the button says how many.
              onClick={() => void add(bundle.length > 0)}
              onPointerEnter={preloadCart}
              onFocus={preloadCart}
              aria-busy={adding}
            >
              {adding
                ? t('product.adding')
                : bundle.length > 0
                  ? t('product.addToCartWith', { count: bundle.length })
                  : t('product.addToCart')}
            </button>
            <CartNeedsScript />
          </>
        ) : (
          <p role="status">{t('product.soldOut')}</p>
        )}
        <p>
          {/* A link, not a control: the compare page adds it to the shopper's list. */}
          <Link href={comparePath(site.country, { add: listing.productId })}>
            {t('product.compare')}
          </Link>
        </p>
        {offers.others.length > 0 && (
          <section aria-labelledby="accessories-title">
            <h2 id="accessories-title">{t('product.accessories')}</h2>
            <ul className="accessories">
              {offers.others.map((offer) => (
                <li key={offer.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={bundle.includes(offer.id)}
                      disabled={!hydrated}
                      onChange={(e) =>
                        setBundle((b) =>
                          e.target.checked ? [...b, offer.id] : b.filter((id) => id !== offer.id),
                        )
                      }
                    />{' '}
                    <img
                      src={accessoryImageUrl(site.config.accessoriesImageBase, offer.name)}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                    />{' '}
                    {accessoryLabel(offer)} (+{formatPrice(offer.price)})
                  </label>
                </li>
              ))}
            </ul>
            {listing.stock > 0 && <p className="hint">{t('product.accessoriesHint')}</p>}
          </section>
        )}
        <StaticFactsIsland
          specs={model.specs}
          type={model.type}
          guide={guide}
          extras={serviceTypes}
        />
      </div>
    </article>
  );
}
