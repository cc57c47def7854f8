/** The cart's lines as the person ordered them (from the cart's snapshot), with their prices. */
import { accessoryLabel, extraServicePrice } from '@refurb/shared-contracts/cart';
import { useCheckoutI18n } from '../i18n/i18n';
import type { CartSnapshot } from './order-request';

export function OrderLines({ cart }: { cart: CartSnapshot }) {
  const { formatPrice } = useCheckoutI18n();
  const { phoneCart, accessoryCart } = cart.cart;
  return (
    <ul className="co-lines">
      {phoneCart.map((phone) => (
        <li key={phone.id}>
          <span className="co-line">
            <span>{phone.title}</span>
            <span>{formatPrice(phone.buy_price)}</span>
          </span>
          <ul>
            {phone.selected_extra_services.map((service) => (
              <li key={service.id} className="co-line co-subline">
                <span>{service.name ?? service.key}</span>
                <span>{formatPrice(extraServicePrice(service))}</span>
              </li>
            ))}
            {phone.deviceAccessories
              .filter((a) => a.isActive)
              .map((accessory) => (
                <li key={accessory.id} className="co-line co-subline">
                  <span>{accessoryLabel(accessory)}</span>
                  <span>{formatPrice(accessory.price)}</span>
                </li>
              ))}
          </ul>
        </li>
      ))}
      {accessoryCart
        .filter((a) => a.isActive)
        .map((accessory) => (
          <li key={accessory.id} className="co-line">
            <span>{accessoryLabel(accessory)}</span>
            <span>{formatPrice(accessory.price)}</span>
          </li>
        ))}
    </ul>
  );
}
