/**
 * The response schemas of the calls only the cart's views make (related accessories, a promo
 * code, the delivery estimate), in a chunk of their own that the adapter loads with the first of
 * those calls: the view-less cart service (the checkout's finalize page) never makes one, so its
 * page loads none of these schemas (2.4 KB gzip, issue 37).
 */
export { RelatedAccessoriesResponseSchema } from '@refurb/shared-contracts/api/catalog';
export { PromoResponseSchema } from '@refurb/shared-contracts/api/checkout';
export { DeliveryEstimateResponseSchema } from '@refurb/shared-contracts/api/delivery';
