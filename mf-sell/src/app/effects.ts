/** The sell flow's effects in the browser: the remotes' shared ones, reports tagged `mf_sell`. */
import { createErrorReporter } from '@refurb/web-kit';

export const reportError = createErrorReporter('mf_sell');
export { navigateTo, pushDataLayer, replaceUrl } from '@refurb/web-kit';
