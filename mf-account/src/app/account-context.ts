import { createContext, useContext } from 'react';
import type { AccountServices } from './account-services';

export const AccountServicesContext = createContext<AccountServices | null>(null);

export function useAccountServices(): AccountServices {
  const value = useContext(AccountServicesContext);
  if (!value) throw new Error('useAccountServices outside AccountRoot');
  return value;
}
