/** The RO site's first chunk (`words-ro`): its words and its route table (i18n.tsx's loaders). */
export { ro as messages } from './messages.ro';
export { RO_ROUTES as routes } from '@refurb/shared-contracts';
