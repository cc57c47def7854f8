/**
 * What the account's stories share: a route's page inside AccountRoot on the in-memory shop-api
 * (the account's fixtures: an order, a warranty), the in-memory identity service and a bot check
 * that always answers, for a person who is logged in (or not). A call can be made to fail once or
 * to never answer; a page that reads the address bar (`?order=`) gets its query for the story;
 * a flag can be turned on.
 */
import { type Country } from '@refurb/shared-contracts';
import { type SessionUser } from '@refurb/shared-contracts/api/session';
import {
  createEventBus,
  RuntimeConfigSchema,
  type SiteFlags,
} from '@refurb/shared-contracts/runtime';
import localConfig from '@refurb/local-env/config/runtime-config.json';
import { createMemoryIdentity } from '../adapters/memory-identity';
import { AccountRoot } from '../app/AccountRoot';
import { AccountRoute } from '../exposed/mount';
import { createAccountI18n } from '../i18n/catalogues';
import type { AccountI18n } from '../i18n/i18n';
import type { AccountApi } from '../ports/account-api';
import {
  CUSTOMER,
  fakeAccountApi,
  type FakeAccountApi,
  type FakeAccountState,
} from './fake-account-api';

// Not page-harness: it brings Testing Library, which has no place in the Storybook's bundle.
const config = RuntimeConfigSchema.parse(localConfig);
const bus = createEventBus({
  target: window,
  createEvent: (name, detail) => new CustomEvent(name, { detail }),
});

export interface AccountStoryArgs {
  readonly route: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly user?: SessionUser | null;
  readonly state?: Partial<FakeAccountState>;
  /** A call that answers with an error, once. */
  readonly failing?: Parameters<FakeAccountApi['fail']>;
  /** Calls that never answer. */
  readonly holding?: readonly (keyof AccountApi)[];
  /** What the page reads from the address bar (`order`, `line`). */
  readonly query?: Readonly<Record<string, string>>;
  /** Flags other than the local config's (genius benefits on). */
  readonly flags?: Partial<SiteFlags>;
}

export const storyCountry = (globals: Readonly<Record<string, unknown>>): Country =>
  (globals.country as Country | undefined) ?? 'ro';

/** The words of the story's site, for a play function's accessible names. */
export const storyI18n = (globals: Readonly<Record<string, unknown>>): AccountI18n =>
  createAccountI18n(storyCountry(globals));

/** A field's accessible name: its label and "(required)" in the site's language. */
export const requiredName = ({ t }: AccountI18n, label: string) => `${label} ${t('form.required')}`;

export function AccountStory({
  route,
  params,
  user = CUSTOMER,
  state,
  failing,
  holding = [],
  flags,
  country,
}: AccountStoryArgs & { readonly country: Country }) {
  const fake = fakeAccountApi(state);
  if (failing) fake.fail(...failing);
  for (const method of holding) fake.hold(method);
  const items = new Map<string, string>();
  bus.publish('session.changed', { user });
  return (
    <AccountRoot
      key={`${country}|${route}`}
      country={country}
      config={flags ? { ...config, flags: { ...config.flags, ...flags } } : config}
      ports={{
        api: fake.api,
        identity: createMemoryIdentity().identity,
        botCheck: { token: (action) => Promise.resolve(`bot-${action}`) },
        storage: {
          getItem: (key) => items.get(key) ?? null,
          setItem: (key, value) => void items.set(key, value),
          removeItem: (key) => void items.delete(key),
        },
      }}
    >
      <AccountRoute name={route} {...(params ? { params } : {})} />
    </AccountRoot>
  );
}
