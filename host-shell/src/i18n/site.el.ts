/** The GR site's first chunk (`words-el`): its words and its route table (i18n.tsx's loaders). */
export { el as messages } from './messages.el';
export { GR_ROUTES as routes } from '@refurb/shared-contracts';
