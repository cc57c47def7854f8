/**
 * `./mount`: the cart's pages for any host. `mount(element, props)` renders the page the route
 * names (`cart`; `cart-extra` shows the cart until the extras step lands) and returns its unmount.
 * Props are parsed with the contract: a host that sends something else gets an error that says what.
 */
import { RemotePropsSchema, type Mount } from '@refurb/shared-contracts';
import { createRoot } from 'react-dom/client';
import { CartRoot } from '../app/CartRoot';
import { CartPage } from '../cart/cart-page';

export function parseProps(props: unknown) {
  const parsed = RemotePropsSchema.safeParse(props);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `mf_cart: props invalid at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
    );
  }
  return parsed.data;
}

export const mount: Mount<HTMLElement> = (element, props) => {
  const { country } = parseProps(props);
  const root = createRoot(element);
  root.render(
    <CartRoot country={country}>
      <CartPage />
    </CartRoot>,
  );
  return () => root.unmount();
};

export default mount;
