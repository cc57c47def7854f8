/**
 * The network of the stories: MSW handlers answered from the shared contracts. Every body a
 * handler sends is first parsed with the endpoint's zod schema, so a fixture that drifts from the
 * contract fails the story (loudly, in the console) instead of showing something no server sends.
 * Stories name their handlers in `parameters.msw.handlers`; the preview installs them before the
 * story renders. A request to a shop-api path that no handler answers is reported as an error, so
 * a story never quietly reaches for a live backend.
 */
export { delay, http, HttpResponse, type RequestHandler } from 'msw';
export * from './answer';
export * from './words';
export * from './story-url';
export * from './cart-handlers';
export * from './delivery-estimate-handlers';
export * from './catalog-handlers';
export * from './guide-handlers';
export * from './search-handlers';
