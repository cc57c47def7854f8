/**
 * `federation-runtime.js` of a remote's standalone dev page: the page has no host to give the
 * remote's entries Module Federation's runtime core (they are built without one of their own), so
 * this script, loaded first, does (provideRuntimeCore).
 */
import { provideRuntimeCore } from './provide-runtime-core';

provideRuntimeCore();
