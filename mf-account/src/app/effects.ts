/** The account's effects in the browser: the remotes' shared ones, reports tagged `mf_account`. */
import { createErrorReporter } from '@refurb/web-kit';

export const reportError = createErrorReporter('mf_account');
export { leaveFor, navigateTo, pushDataLayer, replaceUrl } from '@refurb/web-kit';
