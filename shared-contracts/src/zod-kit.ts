/**
 * The part of `zod/mini` the shop's browser code uses, as one module the host and every remote
 * share on a page (docs/adr/0013-one-zod-per-page.md). Each browser build resolves `zod/mini` to
 * this file (scripts/webpack/federated-app.mjs); the host provides it to the remotes, whose own
 * copy is the fallback. Node (shop-api, the server renderer), the tests and the stories import
 * `zod/mini` itself.
 *
 * A shared module keeps all its exports (nothing is tree-shaken from it), so this lists only what
 * is used: every `z.<name>` value of the browser packages' code must be here, which
 * scripts/zod-kit.test.mjs checks (a remote's missing name would be `undefined` at run time, as
 * its build does not see the shared module's exports). Adding a name changes the file, and with it
 * the share key: a remote built with another kit takes its own copy, never one missing a name.
 */
import en from 'zod/v4/locales/en.js';

export {
  _default,
  array,
  boolean,
  coerce,
  config,
  custom,
  discriminatedUnion,
  email,
  enum,
  extend,
  gte,
  httpUrl,
  int,
  iso,
  literal,
  lte,
  maximum,
  maxLength,
  minimum,
  minLength,
  nonnegative,
  null,
  nullable,
  nullish,
  number,
  object,
  optional,
  partialRecord,
  pick,
  pipe,
  positive,
  record,
  refine,
  regex,
  safeParse,
  strictObject,
  string,
  superRefine,
  transform,
  trim,
  union,
  unknown,
  url,
} from 'zod/v4/mini';

/** Only the English messages (issue-messages.ts): zod's `locales` holds every language's. */
export const locales = { en };
