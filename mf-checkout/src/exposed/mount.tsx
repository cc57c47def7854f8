/**
 * `./mount`: the checkout's pages for any host. `mount(element, props)` renders the page the route
 * names (`cart-finalize`, `cart-login`, the thank-you pages, payment processing or failed) and
 * returns its unmount. Props are parsed with the contract.
 */
import { parseRemoteProps, type Mount } from '@refurb/shared-contracts';
import { mountRoot } from '@refurb/web-kit';
import { CheckoutRoot } from '../app/CheckoutRoot';
import { CheckoutPage } from '../checkout/checkout-page';
import { CheckoutLoginPage } from '../results/checkout-login-page';
import { RESULT_ROUTES, ResultPage, type ResultRoute } from '../results/result-page';

/** The contracts major this remote was built against: the host refuses another. */
export { CONTRACTS_MAJOR_VERSION as contractsMajor } from '@refurb/shared-contracts';

export function CheckoutRoute({ name }: { name: string }) {
  if (name === 'cart-login') return <CheckoutLoginPage />;
  if ((RESULT_ROUTES as readonly string[]).includes(name))
    return <ResultPage route={name as ResultRoute} />;
  return <CheckoutPage />;
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
