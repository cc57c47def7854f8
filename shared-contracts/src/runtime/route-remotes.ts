/**
 * Which remote owns a route of the spec (ARCHITECTURE.md); every other route is the host's. The
 * host's page and its server (the preload hints it puts in a page's HTML) both read it.
 */
import type { RouteName } from '../rules/route-table.js';
import type { RemoteName } from './remote.schema.js';

const OWNERS: Readonly<Partial<Record<RouteName, RemoteName>>> = {
  cart: 'mf_cart',
  'cart-extra': 'mf_cart',
  'cart-login': 'mf_checkout',
  'cart-finalize': 'mf_checkout',
  'thank-you': 'mf_checkout',
  'thank-you-tbi': 'mf_checkout',
  'thank-you-cofidis': 'mf_checkout',
  'payment-processing': 'mf_checkout',
  'payment-failed': 'mf_checkout',
  login: 'mf_account',
  register: 'mf_account',
  forgot: 'mf_account',
  logout: 'mf_account',
  account: 'mf_account',
  'account-genius': 'mf_account',
  'account-purchases': 'mf_account',
  'account-return': 'mf_account',
  'account-return-form': 'mf_account',
  'account-settings': 'mf_account',
  'account-warranties': 'mf_account',
  'account-insurances': 'mf_account',
  'account-send-in-warranty': 'mf_account',
  'account-sales': 'mf_account',
  'account-sale-details': 'mf_account',
  sell: 'mf_sell',
  'sell-step': 'mf_sell',
};

export function remoteOfRoute(name: RouteName): RemoteName | null {
  return OWNERS[name] ?? null;
}
