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
import { mountRoot, useModule, type ApiState } from '@refurb/web-kit';
import type { ReactNode } from 'react';
import { CheckoutRoot } from '../app/CheckoutRoot';
import { RetryAlert } from '../forms/retry-alert';
import { useCheckoutI18n } from '../i18n/i18n';
import { isResultRoute, type ResultRoute } from '../results/result-routes';

/** The contracts major this remote was built against: the host refuses another. */
export { CONTRACTS_MAJOR_VERSION as contractsMajor } from '@refurb/shared-contracts/runtime';

const loadCheckoutPage = () => import('../checkout/checkout-page');
const loadResultPage = () => import('../results/result-page');

/** A page's chunk: a status line while it loads, a retry when it did not arrive. */
function Loaded<M>({
  state,
  children,
}: {
  readonly state: ApiState<M>;
  readonly children: (module: M) => ReactNode;
}) {
  const { t } = useCheckoutI18n();
  switch (state.kind) {
    case 'idle':
    case 'loading':
      return (
        <p role="status" className="co-note">
          {t('checkout.loading')}
        </p>
      );
    case 'failed':
      return <RetryAlert message={t('error.title')} onRetry={state.retry} />;
    case 'ready':
      return <>{children(state.data)}</>;
  }
}

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
