import { createContext, useContext } from 'react';
import type { SellServices } from './sell-services';

export const SellServicesContext = createContext<SellServices | null>(null);

export function useSellServices(): SellServices {
  const value = useContext(SellServicesContext);
  if (!value) throw new Error('useSellServices outside SellRoot');
  return value;
}
