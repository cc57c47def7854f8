/**
 * Issue 12: every function of the rule book is total over its input types. Each is called with
 * generated arguments (contract types from their schemas, see test-support/domain-arbitraries.ts)
 * and must not throw, must return no NaN or ±Infinity anywhere, and must leave its (deep-frozen)
 * arguments as they were (test-support/totality.ts). 200 cases a function, about 15 s in all.
 *
 * Arguments stay in the domain a rule documents: a day is an ISO day, a time zone is a zone Intl
 * knows, an instant is a valid Date, months and years are a few decades. What a rule does outside
 * it is listed under "documented throws". Formatters that return a function are called through it.
 *
 * The table names every exported function of every file in this folder, and a new rule without a
 * row fails the completeness check at the end; that is why it is one long file, not several.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CART_STATE_VERSION } from '../constants.js';
import { ListingSchema, ModelPageResponseSchema } from '../api/catalog.schema.js';
import { OrderStatusSchema } from '../api/checkout.schema.js';
import { PaymentProviderSchema } from '../api/payment.schema.js';
import { AccessoryOfferSchema } from '../api/product-api.schema.js';
import * as schemas from '../test-support/all-exports.js';
import type { LooseRouteParams } from './localized-routes.js';
import type { RouteName } from './route-names.js';
import type { Country } from '../schemas/enums.schema.js';
import { text } from '../test-support/arbitrary.js';
import {
  cartAccessory,
  cartAndPhoneId,
  cartState,
  country,
  domainOf as of,
  epochMs,
  ibanText,
  id,
  instant,
  isoDay,
  months,
  numericText,
  pathname,
  phoneItem,
  phoneText,
  refreshAnswer,
  routeName,
  routeParams,
  sellAnswers,
  sellModelsAndQuery,
  sellQuestions,
  timeZone,
} from '../test-support/domain-arbitraries.js';
import { expectTotal } from '../test-support/totality.js';
import * as accessories from './accessories.js';
import * as address from './address.js';
import * as analytics from './analytics.js';
import * as auth from './auth.js';
import * as cart from './cart.js';
import * as cartEdit from './cart-edit.js';
import * as cartMerge from './cart-merge.js';
import * as cartRefresh from './cart-refresh.js';
import * as cartStorage from './cart-storage.js';
import * as catalogOrder from './catalog-order.js';
import * as categorySlugs from './category-slugs.js';
import * as checkoutOrder from './checkout-order.js';
import * as checkoutPage from './checkout-page.js';
import * as countries from './countries.js';
import * as deliveryDates from './delivery-dates.js';
import * as format from './format.js';
import * as grades from './grades.js';
import * as gradeKeys from './grade-keys.js';
import * as hreflang from './hreflang-alternates.js';
import * as iban from './iban.js';
import * as installments from './installments.js';
import * as localizedRoutes from './localized-routes.js';
import * as misc from './misc.js';
import * as paymentMethods from './payment-methods.js';
import * as paymentResult from './payment-result.js';
import * as phone from './phone.js';
import * as phoneItemRules from './phone-item.js';
import * as productAddress from './product-address.js';
import * as placeSearch from './place-search.js';
import * as productLink from './product-link.js';
import * as modelTitle from './model-title.js';
import * as money from './money.js';
import * as returns from './returns.js';
import * as routeNames from './route-names.js';
import * as routeTable from './route-table.js';
import * as routeTableBg from './route-table.bg.js';
import * as routeTableGr from './route-table.gr.js';
import * as routeTableHu from './route-table.hu.js';
import * as routeTableRo from './route-table.ro.js';
import * as sell from './sell.js';
import * as uri from './uri.js';
import * as validation from './validation.js';
import * as warranty from './warranty.js';

const RUNS = 200;

interface Case {
  readonly run: (...args: never[]) => unknown;
  readonly args: fc.Arbitrary<readonly unknown[]>;
}
/** A row: the function (or a call through what it returns) and an arbitrary per parameter. */
function rule<A extends unknown[]>(
  run: (...args: A) => unknown,
  ...args: { [K in keyof A]: fc.Arbitrary<A[K]> }
): Case {
  return { run, args: fc.tuple(...(args as fc.Arbitrary<unknown>[])) };
}
/** A row whose arguments depend on each other (an id of the cart's phones). */
const spread = <A extends unknown[]>(
  run: (...args: A) => unknown,
  args: fc.Arbitrary<Readonly<A>>,
): Case => ({ run, args });

const maybe = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof(arbitrary, fc.constant(null), fc.constant(undefined));
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const word = text();
const amount = fc.double({ min: -1e9, max: 1e9, noNaN: true });
const count = fc.integer({ min: -2, max: 60 });
const service = of(schemas.ExtraServiceSchema, 'ExtraService');
const limitations = of(schemas.CartLimitationsSchema, 'CartLimitations');
const key = of(schemas.PaymentMethodKeySchema, 'PaymentMethodKey');
const delivery = of(schemas.DeliveryKindSchema, 'DeliveryKind');
const addressForm = of(schemas.AddressFormSchema, 'AddressForm');
const deviceType = of(schemas.DeviceTypeKeySchema, 'DeviceTypeKey');
const settings = fc.record(
  {
    now: epochMs,
    expiryMonths: fc.nat(120),
    stateVersion: fc.constantFrom(CART_STATE_VERSION, '1.03'),
  },
  { requiredKeys: ['now'] },
);
const amountLimit = fc.oneof(
  of(schemas.AmountLimitSchema, 'AmountLimit'),
  fc.record({ lower: numericText, upper: numericText }),
);
const dateText = fc.oneof(
  isoDay,
  instant.map((d) => d.toISOString()),
  word,
  fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
);
/** A catalogue of two messages, one with placeholders. */
type Book = Readonly<Record<'greeting' | 'total', string>>;
/** A count said in plural forms, one of them nested (format.ts's ICU plural subset). */
const PLURAL =
  '{count, plural, =0 {none} one {# x {price}} few {#} other {# {name, plural, other {# #}}}}';
const book = fc.record({
  greeting: word,
  total: fc.constantFrom('{count} x {price}', PLURAL),
});
const books = fc.record({ ro: book, bg: book, hu: book, gr: book });
/** A translator in use: a message filled in with values, a price and a date formatted. */
const use = fc.record({
  values: fc.dictionary(fc.constantFrom('count', 'price', 'name'), fc.oneof(word, fc.integer()), {
    noNullPrototype: true,
  }),
  price: amount,
  date: dateText,
});
type Use = typeof use extends fc.Arbitrary<infer U> ? U : never;
const using = (t: format.Translator<keyof Book>, { values, price, date }: Use) => [
  t.t('greeting'),
  t.t('total', values),
  t.formatPrice(price),
  t.formatDate(date),
];
const siteBases = fc.dictionary(country, fc.oneof(fc.webUrl(), word), { noNullPrototype: true });
const routePath = localizedRoutes.routePath as (
  c: Country,
  n: RouteName,
  p?: LooseRouteParams,
) => unknown;
const phoneChoice = fc.record({
  country,
  model: of(ModelPageResponseSchema.shape.model, 'Model'),
  listing: of(ListingSchema, 'Listing'),
  gradeLabel: word,
  services: fc.array(service, { maxLength: 3 }),
  selectedServiceIds: fc.array(id, { maxLength: 3 }),
  battery: fc.option(of(AccessoryOfferSchema, 'AccessoryOffer')),
  origin: word,
});
const addressModel = of(ModelPageResponseSchema.shape.model, 'Model');
const addressOfModel = fc.record(
  { slug: fc.oneof(word, pathname), shape: optional(word) },
  { requiredKeys: ['slug'] },
);
const coveredExtra = fc.record({
  refId: word,
  type: of(schemas.ExtraServiceTypeSchema, 'ExtraServiceType'),
  months: fc.integer({ min: 0, max: 120 }),
});

// ---- the table: every exported function of src/rules ------------------------------------------
const TABLE: Record<string, { readonly module: object; readonly cases: Record<string, Case> }> = {
  cart: {
    module: cart,
    cases: {
      extraServicePrice: rule(cart.extraServicePrice, service),
      cartBreakdown: rule(cart.cartBreakdown, cartState),
      cartTotal: rule(cart.cartTotal, cartState),
      promoDiscount: rule(cart.promoDiscount, cartState, maybe(of(schemas.PromoSchema, 'Promo'))),
      hasGiftWrapSuppressingDevice: rule(
        cart.hasGiftWrapSuppressingDevice,
        fc.array(phoneItem, { maxLength: 3 }),
      ),
      applyGiftWrapSuppression: rule(cart.applyGiftWrapSuppression, cartState),
      emptiedCart: rule(cart.emptiedCart, cartState),
      removePhone: spread(cart.removePhone, cartAndPhoneId),
      selectExtraService: spread(
        cart.selectExtraService,
        fc.tuple(cartAndPhoneId, service).map(([[c, p], s]) => [c, p, s] as const),
      ),
      deselectExtraService: spread(
        cart.deselectExtraService,
        fc.tuple(cartAndPhoneId, id).map(([[c, p], s]) => [c, p, s] as const),
      ),
      canAddPhone: rule(cart.canAddPhone, cartState, maybe(limitations), id),
    },
  },
  'cart-edit': {
    module: cartEdit,
    cases: {
      batteriesOfPhone: rule(cartEdit.batteriesOfPhone, phoneItem),
      addPhone: rule(cartEdit.addPhone, cartState, phoneItem, maybe(limitations)),
      addAccessory: rule(cartEdit.addAccessory, cartState, cartAccessory),
      removeAccessory: rule(cartEdit.removeAccessory, cartState, id),
      setGiftWrap: rule(cartEdit.setGiftWrap, cartState, fc.boolean(), fc.option(cartAccessory)),
      chooseBattery: spread(
        cartEdit.chooseBattery,
        fc
          .tuple(cartAndPhoneId, of(schemas.BatteryTypeSchema, 'BatteryType'))
          .map(([[c, p], b]) => [c, p, b] as const),
      ),
      batteryChoiceOf: rule(cartEdit.batteryChoiceOf, phoneItem),
      cartItemCount: rule(cartEdit.cartItemCount, cartState),
    },
  },
  'cart-merge': {
    module: cartMerge,
    cases: {
      mergeCarts: rule(cartMerge.mergeCarts, cartState, cartState),
      decideCloudSnapshot: rule(
        cartMerge.decideCloudSnapshot,
        fc.record({
          local: fc.option(cartState),
          cloud: fc.option(cartState),
          mergeAfterLogin: fc.boolean(),
        }),
      ),
    },
  },
  'cart-refresh': {
    module: cartRefresh,
    cases: {
      refreshRequestFor: rule(cartRefresh.refreshRequestFor, cartState, country),
      refreshCart: rule(cartRefresh.refreshCart, cartState, fc.oneof(refreshAnswer, fc.anything())),
    },
  },
  'cart-storage': {
    module: cartStorage,
    cases: {
      cartStorageKey: rule(cartStorage.cartStorageKey, optional(word)),
      addMonths: rule(cartStorage.addMonths, epochMs, months),
      emptyCart: rule(cartStorage.emptyCart, settings),
      stampCart: rule(cartStorage.stampCart, cartState, settings),
      isCartEmpty: rule(cartStorage.isCartEmpty, cartState),
      parseStoredCart: rule(
        cartStorage.parseStoredCart,
        fc.oneof(
          cartState,
          cartState.map((c) => JSON.stringify(c)),
          fc.anything(),
          word,
        ),
        settings,
      ),
      storedCartState: rule(cartStorage.storedCartState, cartState, settings),
    },
  },
  'payment-methods': {
    module: paymentMethods,
    cases: {
      providerParam: rule(paymentMethods.providerParam, key),
      providerParamType: rule(paymentMethods.providerParamType, key),
      isCashMethod: rule(paymentMethods.isCashMethod, key),
      isTbiMethod: rule(paymentMethods.isTbiMethod, key),
      isTbiPromoSubgroupMethod: rule(paymentMethods.isTbiPromoSubgroupMethod, key),
      isCofidisMethod: rule(paymentMethods.isCofidisMethod, key),
      isOneyMethod: rule(paymentMethods.isOneyMethod, key),
      showsCodFeeDisclaimer: rule(paymentMethods.showsCodFeeDisclaimer, key),
      cofidisPromoDuration: rule(paymentMethods.cofidisPromoDuration, key),
      paymentMethodsFor: rule(
        paymentMethods.paymentMethodsFor,
        country,
        delivery,
        optional(fc.record({ greekTbi: fc.boolean() }, { requiredKeys: [] })),
      ),
      parseAmountBound: rule(
        paymentMethods.parseAmountBound,
        fc.oneof(maybe(amount), numericText, word),
      ),
      isAllowedForTotal: rule(paymentMethods.isAllowedForTotal, maybe(amountLimit), amount),
      isAllowedForProductCount: rule(paymentMethods.isAllowedForProductCount, key, count),
      productLimitFor: rule(paymentMethods.productLimitFor, key),
    },
  },
  installments: {
    module: installments,
    cases: {
      installmentOptionById: rule(installments.installmentOptionById, count),
      installmentOptionByCount: rule(installments.installmentOptionByCount, count),
      installmentSummary: rule(
        installments.installmentSummary,
        maybe(of(schemas.PaymentDataSchema, 'PaymentData')),
      ),
      monthlyAmount: rule(installments.monthlyAmount, fc.oneof(maybe(amount), numericText, word)),
      financingPlan: rule(installments.financingPlan, key, amount),
      paymentDataFor: rule(installments.paymentDataFor, key, amount),
      installmentTeaser: rule(
        installments.installmentTeaser,
        fc.array(fc.record({ key, amountLimit: fc.option(amountLimit, { nil: null }) }), {
          maxLength: 6,
        }),
        amount,
      ),
      orderInstallments: rule(
        installments.orderInstallments,
        key,
        amount,
        maybe(of(schemas.PaymentDataSchema, 'PaymentData')),
      ),
    },
  },
  address: {
    module: address,
    cases: {
      toServerAddress: rule(address.toServerAddress, addressForm),
      toAddressCreatePayload: rule(address.toAddressCreatePayload, addressForm),
      toAddressUpdatePayload: rule(
        address.toAddressUpdatePayload,
        addressForm,
        fc.record({ id: fc.integer(), userId: word }),
      ),
      fromServerAddress: rule(
        address.fromServerAddress,
        fc.oneof(
          of(schemas.DeliveryAddressServerSchema, 'DeliveryAddressServer'),
          of(schemas.AddressServerInputSchema, 'AddressServerInput'),
        ),
      ),
      emptyAddressForm: rule(address.emptyAddressForm),
      addressLine: rule(
        address.addressLine,
        of(schemas.AddressServerInputSchema, 'AddressServerInput'),
      ),
    },
  },
  validation: {
    module: validation,
    cases: {
      isValidFiscalCode: rule(
        validation.isValidFiscalCode,
        country,
        fc.oneof(word, fc.stringMatching(/^ ?(RO|ro|BG|HU|EL)\d{2,10} ?$/)),
      ),
      isValidRegistrationNumber: rule(
        validation.isValidRegistrationNumber,
        country,
        fc.oneof(word, fc.stringMatching(/^[JFC]?\d{2}[/-]?\d{1,9}[/-]?\d{0,4}$/)),
      ),
      stripRo: rule(validation.stripRo, word),
      validateAddress: rule(validation.validateAddress, addressForm, country),
      isValidPostalCode: rule(
        validation.isValidPostalCode,
        country,
        fc.oneof(word, fc.stringMatching(/^ ?\d{2,7} ?\d{0,3} ?$/)),
      ),
      normalizePostalCode: rule(
        validation.normalizePostalCode,
        country,
        fc.oneof(word, fc.stringMatching(/^ ?\d{3} ?\d{2} ?$/)),
      ),
    },
  },
  'payment-result': {
    module: paymentResult,
    cases: {
      paymentProviderOf: rule(paymentResult.paymentProviderOf, fc.oneof(key, word)),
      resultRouteFor: rule(
        paymentResult.resultRouteFor,
        country,
        fc.oneof(of(PaymentProviderSchema, 'PaymentProvider'), fc.constant(null)),
        of(OrderStatusSchema, 'OrderStatus'),
      ),
    },
  },
  'place-search': {
    module: placeSearch,
    cases: {
      latinKey: rule(
        placeSearch.latinKey,
        fc.oneof(word, fc.constantFrom('София', 'Αθήνα', 'Iași')),
      ),
      placeMatchRank: rule(
        placeSearch.placeMatchRank,
        word,
        fc.record({ name: word, latinName: word }),
      ),
      findPlaces: rule(
        placeSearch.findPlaces,
        word,
        fc.array(fc.record({ name: word, latinName: word }), { maxLength: 8 }),
        count,
      ),
    },
  },
  iban: {
    module: iban,
    cases: {
      normalizeIban: rule(iban.normalizeIban, ibanText),
      ibanCountryCode: rule(iban.ibanCountryCode, country),
      ibanLength: rule(iban.ibanLength, country),
      ibanProblem: rule(iban.ibanProblem, ibanText, optional(country)),
      isValidIban: rule(iban.isValidIban, ibanText),
      isValidIbanFor: rule(iban.isValidIbanFor, country, ibanText),
    },
  },
  returns: {
    module: returns,
    cases: {
      refundMethodsFor: rule(returns.refundMethodsFor, key),
      localDate: rule(returns.localDate, instant, timeZone),
      returnWindow: rule(
        returns.returnWindow,
        fc.record({
          country,
          placedAt: instant,
          status: of(OrderStatusSchema, 'OrderStatus'),
          total: amount,
          isGenius: fc.boolean(),
          data: of(schemas.WarrantyReturnDataSchema, 'WarrantyReturnData'),
          now: instant,
        }),
      ),
    },
  },
  warranty: {
    module: warranty,
    cases: {
      addMonthsToDay: rule(warranty.addMonthsToDay, isoDay, months),
      deviceCoverage: rule(
        warranty.deviceCoverage,
        fc.record({
          country,
          placedAt: instant,
          warrantyYears: fc.integer({ min: 0, max: 10 }),
          extras: fc.array(coveredExtra, { maxLength: 3 }),
          now: instant,
        }),
      ),
    },
  },
  sell: {
    module: sell,
    cases: {
      visibleQuestions: rule(sell.visibleQuestions, sellQuestions, sellAnswers),
      answerProblems: rule(sell.answerProblems, sellQuestions, sellAnswers),
      keepAskedAnswers: rule(sell.keepAskedAnswers, sellQuestions, sellAnswers),
      searchSellModels: spread(sell.searchSellModels, sellModelsAndQuery),
      sellPickupDates: rule(
        sell.sellPickupDates,
        country,
        instant,
        optional(fc.integer({ min: -1, max: 30 })),
      ),
    },
  },
  'checkout-order': {
    module: checkoutOrder,
    cases: {
      isValidPersonName: rule(checkoutOrder.isValidPersonName, word),
      isValidCompanyName: rule(checkoutOrder.isValidCompanyName, word),
      isValidEmail: rule(checkoutOrder.isValidEmail, fc.oneof(word, fc.emailAddress())),
      validatePersonContact: rule(
        checkoutOrder.validatePersonContact,
        country,
        of(schemas.PersonContactFormSchema, 'PersonContactForm'),
      ),
      validateAnotherContact: rule(
        checkoutOrder.validateAnotherContact,
        country,
        of(schemas.AnotherContactFormSchema, 'AnotherContactForm'),
      ),
      validateCompany: rule(
        checkoutOrder.validateCompany,
        country,
        of(schemas.CompanyFormSchema, 'CompanyForm'),
      ),
      companyTaxNumber: rule(checkoutOrder.companyTaxNumber, country, word),
      toCheckoutCart: rule(
        checkoutOrder.toCheckoutCart,
        cartState,
        fc.record({
          country,
          promo: fc.option(of(schemas.PromoSchema, 'Promo')),
          delivery,
          paymentMethod: key,
        }),
      ),
    },
  },
  'checkout-page': {
    module: checkoutPage,
    cases: {
      checkoutPageVariant: rule(
        checkoutPage.checkoutPageVariant,
        fc.record({ isUpsellPageActive: fc.boolean(), isLoggedIn: fc.boolean() }),
      ),
      checkoutPageUrl: rule(
        checkoutPage.checkoutPageUrl,
        fc.record({
          country,
          isUpsellPageActive: fc.boolean(),
          isLoggedIn: fc.boolean(),
          isLocal: fc.boolean(),
          baseUrl: fc.oneof(fc.webUrl(), word),
          siteBase: fc.oneof(fc.webUrl(), word),
        }),
      ),
      localCheckoutVariant: rule(checkoutPage.localCheckoutVariant, pathname),
      isCheckoutRoute: rule(checkoutPage.isCheckoutRoute, routeName),
    },
  },
  analytics: {
    module: analytics,
    cases: {
      toAnalyticsProduct: rule(
        analytics.toAnalyticsProduct,
        phoneItem,
        optional(fc.record({ category: word, origin: word }, { requiredKeys: [] })),
      ),
      analyticsModelIds: rule(analytics.analyticsModelIds, fc.array(phoneItem, { maxLength: 7 })),
      toAnalyticsAccessory: rule(analytics.toAnalyticsAccessory, cartAccessory, word),
      analyticsAccessories: rule(analytics.analyticsAccessories, cartState, word),
      cartAnalytics: rule(analytics.cartAnalytics, fc.option(cartState), word),
      consentUpdate: rule(
        analytics.consentUpdate,
        fc.record({ ad: fc.boolean(), analytics: fc.boolean() }),
      ),
    },
  },
  accessories: {
    module: accessories,
    cases: {
      accessoryImageUrl: rule(accessories.accessoryImageUrl, fc.oneof(fc.webUrl(), word), word),
      accessoryLabel: rule(accessories.accessoryLabel, cartAccessory),
      isProfessionallyFitted: rule(accessories.isProfessionallyFitted, cartAccessory),
      sortAccessories: rule(accessories.sortAccessories, fc.array(cartAccessory, { maxLength: 6 })),
      filterAccessoriesForDevice: rule(
        accessories.filterAccessoriesForDevice,
        fc.array(cartAccessory, { maxLength: 6 }),
        fc.record({
          model: fc.oneof(word, fc.constantFrom('iPhone 13', 'Test Device 2')),
          grade: optional(fc.oneof(word, fc.constantFrom('BUN', 'FOARTE_BUN'))),
        }),
      ),
    },
  },
  'delivery-dates': {
    module: deliveryDates,
    cases: {
      formatDeliveryDays: rule(deliveryDates.formatDeliveryDays, country, dateText, dateText),
    },
  },
  format: {
    module: format,
    cases: {
      priceFormatter: rule((c: Country, n: number) => format.priceFormatter(c)(n), country, amount),
      amountFormatter: rule(
        (c: Country, n: number) => format.amountFormatter(c)(n),
        country,
        amount,
      ),
      fillTemplate: rule(
        format.fillTemplate,
        fc.oneof(word, fc.constantFrom('{count} x {price}', '{name}{}{ name }', PLURAL)),
        optional(use.map((u) => u.values)),
        optional(country),
      ),
      pluralGaps: rule(
        format.pluralGaps,
        country,
        fc.dictionary(word, fc.oneof(word, fc.constantFrom(PLURAL, '{count} {x, plural, one {'))),
        optional(fc.dictionary(word, fc.array(word, { maxLength: 3 }))),
      ),
      dateFormatter: rule(
        (c: Country, value: string) => format.dateFormatter(c)(value),
        country,
        dateText,
      ),
      createTranslator: rule(
        (all: Record<Country, Book>, c: Country, u: Use) =>
          using(format.createTranslator(all, c), u),
        books,
        country,
        use,
      ),
      translatorFor: rule(
        (c: Country, one: Book, u: Use) => using(format.translatorFor(c, one), u),
        country,
        book,
        use,
      ),
    },
  },
  'localized-routes': {
    module: localizedRoutes,
    cases: {
      buildRoutePath: rule(
        localizedRoutes.buildRoutePath,
        country,
        routeName,
        optional(routeParams),
      ),
      routePath: rule(routePath, country, routeName, optional(routeParams)),
      matchRoute: rule(localizedRoutes.matchRoute, country, pathname),
    },
  },
  'catalog-order': {
    module: catalogOrder,
    cases: {
      compareGrades: rule(catalogOrder.compareGrades, word, word),
      storageSize: rule(
        catalogOrder.storageSize,
        fc.oneof(word, fc.stringMatching(/^\d{1,6}([.,]\d{1,3})? ?(MB|GB|TB|gb)$/)),
      ),
      compareStorages: rule(
        catalogOrder.compareStorages,
        fc.oneof(word, fc.stringMatching(/^\d{1,6} ?(GB|TB)$/)),
        fc.oneof(word, fc.stringMatching(/^\d{1,6} ?(GB|TB)$/)),
      ),
    },
  },
  'category-slugs': {
    module: categorySlugs,
    cases: {
      categorySlug: rule(categorySlugs.categorySlug, country, deviceType),
      categoryTypeFromSlug: rule(
        categorySlugs.categoryTypeFromSlug,
        country,
        fc.oneof(
          word,
          fc
            .tuple(country, deviceType)
            .map(([c, t]) => categorySlugs.categorySlug(c, t).toUpperCase()),
        ),
      ),
      slugify: rule(categorySlugs.slugify, word),
      productSlug: rule(
        categorySlugs.productSlug,
        country,
        fc.record({ type: deviceType, brand: word, model: word, storage: word, color: word }),
      ),
      translateProductSlug: rule(
        categorySlugs.translateProductSlug,
        country,
        country,
        fc.oneof(
          word,
          fc
            .tuple(country, deviceType, word)
            .map(([c, t, rest]) => `${categorySlugs.categorySlug(c, t)}-${rest}`),
        ),
      ),
    },
  },
  'hreflang-alternates': {
    module: hreflang,
    cases: {
      hreflangAlternates: rule(
        hreflang.hreflangAlternates,
        routeName,
        optional(routeParams),
        optional(fc.record({ current: country, siteBases }, { requiredKeys: [] })),
      ),
    },
  },
  'phone-item': {
    module: phoneItemRules,
    cases: {
      toCartAccessory: rule(
        phoneItemRules.toCartAccessory,
        of(AccessoryOfferSchema, 'AccessoryOffer'),
        fc.record(
          { type: of(schemas.AccessoryTypeSchema, 'AccessoryType'), origin: word, phoneId: id },
          { requiredKeys: ['type', 'origin'] },
        ),
      ),
      phoneCartItem: rule(phoneItemRules.phoneCartItem, phoneChoice),
    },
  },
  'model-title': {
    module: modelTitle,
    cases: { modelTitle: rule(modelTitle.modelTitle, word, word) },
  },
  money: {
    module: money,
    cases: {
      toMinorUnits: rule(money.toMinorUnits, amount),
      roundMoney: rule(money.roundMoney, amount),
      sumMoney: rule(money.sumMoney, fc.array(amount, { maxLength: 20 })),
      percentOf: rule(money.percentOf, amount, fc.integer({ min: 0, max: 100 })),
      orderTotals: rule(
        money.orderTotals,
        fc.record({
          products: amount,
          extras: amount,
          promoPercentage: fc.integer({ min: 0, max: 100 }),
          shipping: amount,
          codFee: amount,
        }),
      ),
    },
  },
  'product-link': {
    module: productLink,
    cases: {
      productAddress: rule(
        productLink.productAddress,
        country,
        addressModel,
        of(ListingSchema, 'Listing'),
      ),
    },
  },
  'product-address': {
    module: productAddress,
    cases: {
      askedVariant: rule(
        productAddress.askedVariant,
        addressModel,
        fc.array(of(ListingSchema, 'Listing'), { maxLength: 4 }),
        addressOfModel,
      ),
      listingOfAddress: rule(
        productAddress.listingOfAddress,
        addressModel,
        fc.array(of(ListingSchema, 'Listing'), { maxLength: 4 }),
        addressOfModel,
      ),
      cartItemAddress: rule(
        productAddress.cartItemAddress,
        country,
        fc.oneof(
          phoneItem,
          fc.tuple(phoneItem, pathname).map(([phone, productUrl]) => ({ ...phone, productUrl })),
        ),
      ),
    },
  },
  misc: {
    module: misc,
    cases: {
      deliveryModeType: rule(misc.deliveryModeType, of(schemas.DeliveryModeSchema, 'DeliveryMode')),
      isSecondInsuranceTab: rule(
        misc.isSecondInsuranceTab,
        fc.oneof(
          word,
          word.map((w) => `${w}Ad_Th`),
        ),
      ),
    },
  },
  phone: {
    module: phone,
    cases: {
      internationalPhone: rule(phone.internationalPhone, country, phoneText),
      isValidPhoneNumber: rule(phone.isValidPhoneNumber, country, phoneText),
      isPhoneOfAnySite: rule(phone.isPhoneOfAnySite, phoneText),
      maskPhone: rule(phone.maskPhone, phoneText),
    },
  },
  grades: {
    module: grades,
    cases: {
      gradeName: rule(grades.gradeName, fc.constantFrom('ro', 'bg', 'hu', 'el'), word),
    },
  },
  'grade-keys': {
    module: gradeKeys,
    cases: {
      isGradeKey: rule(gradeKeys.isGradeKey, word),
    },
  },
  auth: {
    module: auth,
    cases: {
      passwordProblems: rule(auth.passwordProblems, word),
      safeRedirect: rule(
        auth.safeRedirect,
        maybe(
          fc.oneof(
            word,
            word.map((w) => `/${w}`),
          ),
        ),
        word,
      ),
    },
  },
  countries: {
    module: countries,
    cases: {
      countryConfig: rule(countries.countryConfig, country),
      isCountry: rule(countries.isCountry, fc.oneof(country, fc.anything())),
    },
  },
  uri: {
    module: uri,
    cases: { encodeUrlPart: rule(uri.encodeUrlPart, word) },
  },
  'route-names': { module: routeNames, cases: {} },
  'route-table': { module: routeTable, cases: {} },
  'route-table.bg': { module: routeTableBg, cases: {} },
  'route-table.gr': { module: routeTableGr, cases: {} },
  'route-table.hu': { module: routeTableHu, cases: {} },
  'route-table.ro': { module: routeTableRo, cases: {} },
};

const rows = Object.entries(TABLE).flatMap(([file, { cases }]) =>
  Object.entries(cases).map(([name, row]) => [file, name, row] as const),
);

describe('every rule is total over generated inputs: no throw, no NaN, no mutation', () => {
  it.each(rows)('%s: %s', (_file, _name, row) => {
    fc.assert(
      fc.property(row.args, (args) => expectTotal(row.run, args)),
      { numRuns: RUNS },
    );
  });
});

/**
 * Inputs of the right type that a rule refuses by throwing, as its doc says: a caller's fault, not
 * data to recover from. The table above keeps to the domain; these pin the documented behaviour.
 */
const DOCUMENTED_THROWS: readonly [string, () => unknown][] = [
  [
    'localDate: a time zone Intl does not know',
    () => returns.localDate(new Date(), 'Mars/Olympus'),
  ],
  ['localDate: an invalid Date', () => returns.localDate(new Date(Number.NaN), 'UTC')],
  [
    'addMonthsToDay: a day that is not YYYY-MM-DD',
    () => warranty.addMonthsToDay('1 September 2026', 1),
  ],
  [
    'returnWindow: an invalid Date, through localDate',
    () =>
      returns.returnWindow({
        country: 'ro',
        placedAt: new Date('not a date'),
        status: 'PAID',
        total: 1,
        isGenius: false,
        data: {
          defaultReturn: { name: '', days: 60 },
          geniusReturn: { name: '', days: 90, minOrderValue: 0 },
        },
        now: new Date(),
      }),
  ],
  [
    'deviceCoverage: an invalid Date, through localDate',
    () =>
      warranty.deviceCoverage({
        country: 'hu',
        placedAt: new Date(),
        warrantyYears: 2,
        extras: [],
        now: new Date(Number.NaN),
      }),
  ],
  [
    'sellPickupDates: an invalid Date, through localDate',
    () => sell.sellPickupDates('gr', new Date(Number.NaN)),
  ],
];

describe('documented throws', () => {
  it.each(DOCUMENTED_THROWS)('%s: a RangeError', (_what, call) => {
    expect(call).toThrow(RangeError);
  });
});

describe('the check itself fails a rule that is not total', () => {
  it.each([
    ['a throw', (): unknown => JSON.parse('{'), []],
    ['a NaN deep in the result', () => ({ lines: [{ total: 0 / 0 }] }), []],
    ['an Infinity', (n: number) => n / 0, [1]],
    ['a write to an argument', (o: { n: number }) => (o.n += 1), [{ n: 1 }]],
    [
      'a changed Date (a Date cannot be frozen)',
      (d: Date) => d.setUTCFullYear(2000),
      [new Date(0)],
    ],
  ] as const)('%s', (_what, run, args) => {
    expect(() => expectTotal(run, args)).toThrow();
  });
});

/** The contracts have no Node types (they run in browsers too): the one call this needs is typed here. */
const fs = (
  globalThis as unknown as {
    process: { getBuiltinModule(id: 'node:fs'): { readdirSync(path: string): string[] } };
  }
).process.getBuiltinModule('node:fs');

describe('the table is complete: a new rule without a row fails here', () => {
  it('has a module for every file of src/rules', () => {
    const folder = expect.getState().testPath!.replace(/[^/\\]+$/, '');
    const files = fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.slice(0, -'.ts'.length));
    expect(Object.keys(TABLE).sort()).toEqual(files.sort());
  });

  it.each(Object.entries(TABLE))(
    '%s: a row for every exported function, and no other',
    (_file, { module, cases }) => {
      const functions = Object.entries(module).flatMap(([name, value]) =>
        typeof value === 'function' ? [name] : [],
      );
      expect(Object.keys(cases).sort()).toEqual(functions.sort());
    },
  );
});
