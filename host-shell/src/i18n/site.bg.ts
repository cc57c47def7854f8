/** The BG site's first chunk (`words-bg`): its words and its route table (i18n.tsx's loaders). */
export { bg as messages } from './messages.bg';
export { BG_ROUTES as routes } from '@refurb/shared-contracts';
