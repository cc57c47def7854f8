/**
 * The signed-in pages by route name (spec section 2, `account` and its sub-pages), rendered
 * inside RequireSession by `./mount`. A route without a page of its own shows the account's
 * first page. Each sub-page is its own case: pages are added here, not in `./mount`.
 */
import type { SessionUser } from '@refurb/shared-contracts/api/session';
import type { ReactNode } from 'react';
import { AccountPage } from './account-page';
import { GeniusPage } from './genius-page';
import { InsurancesPage } from './insurances-page';
import { PurchasesPage } from './purchases-page';
import { ReturnFormPage } from './return-form-page';
import { ReturnsPage } from './returns-page';
import { SaleDetailsPage } from './sale-details-page';
import { SalesPage } from './sales-page';
import { SendInWarrantyPage } from './send-in-warranty-page';
import { SettingsPage } from './settings-page';
import { WarrantiesPage } from './warranties-page';

/** A route's path parameters, as the host parsed them (`saleId` of `account-sale-details`). */
export type RouteParams = Readonly<Record<string, string>>;

export function accountPageFor(name: string, params: RouteParams, user: SessionUser): ReactNode {
  switch (name) {
    case 'account-purchases':
      return <PurchasesPage />;
    case 'account-return':
      return <ReturnsPage />;
    case 'account-return-form':
      return <ReturnFormPage />;
    case 'account-settings':
      return <SettingsPage user={user} />;
    case 'account-genius':
      return <GeniusPage />;
    case 'account-warranties':
      return <WarrantiesPage />;
    case 'account-insurances':
      return <InsurancesPage />;
    case 'account-send-in-warranty':
      return <SendInWarrantyPage />;
    case 'account-sales':
      return <SalesPage />;
    case 'account-sale-details':
      return <SaleDetailsPage saleId={params.saleId} />;
    default:
      return <AccountPage user={user} />;
  }
}
