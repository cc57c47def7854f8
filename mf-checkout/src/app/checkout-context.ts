import { createContext, useContext } from 'react';
import type { CheckoutServices } from './checkout-services';

export const CheckoutServicesContext = createContext<CheckoutServices | null>(null);

export function useCheckoutServices(): CheckoutServices {
  const value = useContext(CheckoutServicesContext);
  if (!value) throw new Error('useCheckoutServices outside CheckoutRoot');
  return value;
}
