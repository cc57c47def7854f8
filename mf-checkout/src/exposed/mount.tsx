/**
 * `./mount`: the checkout's pages for any host. `mount(element, props)` renders the page the route
 * names (`cart-finalize`, the thank-you pages, payment processing or failed) and returns its
 * unmount. Props are parsed with the contract. The login step (`cart-login`) is not the
 * checkout's: the host draws its choices beside the account's sign-in form
 * (docs/adr/0014-checkout-login-step-in-the-host.md); a host that mounts this remote there gets the
 * checkout page, where a visitor orders as a guest.
 *
 * The checkout page and the result pages are chunks of their own, loaded with the page that shows
 * them: a result page does not download the checkout's steps, machines and payment methods.
 */
import { parseRemoteProps, type Mount } from '@refurb/shared-contracts/runtime';
import { mountRoot, useModule } from '@refurb/web-kit';
import { CheckoutRoot } from '../app/CheckoutRoot';
import { Loaded } from '../forms/loaded';
import { isResultRoute, type ResultRoute } from '../results/result-routes';

/** The contracts major this remote was built against: the host refuses another. */
export { CONTRACTS_MAJOR_VERSION as contractsMajor } from '@refurb/shared-contracts/runtime';

const loadCheckoutPage = () => import('../checkout/checkout-page');
const loadResultPage = () => import('../results/result-page');

function CheckoutPageChunk() {
  const page = useModule('checkout-page', loadCheckoutPage);
  return <Loaded state={page}>{({ CheckoutPage }) => <CheckoutPage />}</Loaded>;
}

function ResultPageChunk({ route }: { readonly route: ResultRoute }) {
  const page = useModule('result-page', loadResultPage);
  return <Loaded state={page}>{({ ResultPage }) => <ResultPage route={route} />}</Loaded>;
}

export function CheckoutRoute({ name }: { name: string }) {
  if (isResultRoute(name)) return <ResultPageChunk route={name} />;
  return <CheckoutPageChunk />;
}

export const mount: Mount<HTMLElement> = (element, props) => {
  const { country, route } = parseRemoteProps('mf_checkout', props);
  return mountRoot(
    element,
    <CheckoutRoot country={country}>
      <CheckoutRoute name={route.name} />
    </CheckoutRoot>,
  );
};

export default mount;
