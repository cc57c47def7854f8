/** The checkout's effects in the browser: the remotes' shared ones, reports tagged `mf_checkout`. */
import { createErrorReporter } from '@refurb/web-kit';

export const reportError = createErrorReporter('mf_checkout');
export { leaveFor, navigateTo, pushDataLayer, type DataLayerTarget } from '@refurb/web-kit';
