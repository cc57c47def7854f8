/**
 * zod without its eval probe, so the pages' strict policy (no `'unsafe-eval'`) sees no violation
 * (issue 34: a CSP violation fails the e2e journeys). zod 4 compiles a faster parser for each
 * object schema with `new Function` when it may, and finds out whether it may by trying once,
 * as the first object schema is built: under the pages' policy the try is blocked and caught, but
 * the browser still raises a `securitypolicyviolation` and sends a CSP report for it, on every
 * page load. `jitless` skips the probe and the compiled parsers (under the policy the interpreted
 * ones are what run anyway).
 *
 * zod keeps this setting on `globalThis` (`__zod_globalConfig`), shared by every copy of zod in
 * the page: set here, the host's first module, before any schema is built, it holds for the
 * remotes' own copies, loaded later, too. The server renderer (Node, no policy) keeps the jit.
 */
import { config } from 'zod/mini';

config({ jitless: true });
