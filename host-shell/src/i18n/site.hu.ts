/** The HU site's first chunk (`words-hu`): its words and its route table (i18n.tsx's loaders). */
export { hu as messages } from './messages.hu';
export { HU_ROUTES as routes } from '@refurb/shared-contracts';
