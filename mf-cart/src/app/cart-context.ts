/** The page's cart service, handed to the cart's components. */
import { createContext, useContext } from 'react';
import type { CartService } from './cart-service';

export const CartServiceContext = createContext<CartService | null>(null);

export function useCartService(): CartService {
  const service = useContext(CartServiceContext);
  if (!service) throw new Error('useCartService outside CartServiceContext');
  return service;
}
