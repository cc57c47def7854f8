/**
 * The company that sells on a site (`GET /content/company`, issue 36): the invoices' seller
 * (invoices/seller.ts, `SELLER_IDENTITY`), its numbers named as that country's invoices name them
 * (invoice-labels.ts), and where a consumer of that country may complain. The footer of every
 * page shows it, and the legal pages are filled in from it (`legalValues`), so the seller is
 * written once.
 */
import { type Country } from '@refurb/shared-contracts';
import {
  CompanyIdentitySchema,
  type CompanyIdentity,
  type ConsumerLink,
} from '@refurb/shared-contracts/api/content';
import { INVOICE_LABELS } from '../invoices/invoice-labels.js';
import type { SellerIdentity } from '../invoices/seller.js';

/**
 * The consumer bodies of each country. RO: ANPC, and SAL and SOL, whose links (with their
 * pictograms) ANPC's Order 449/2022 asks every online shop to show.
 *
 * SOL is the EU online dispute resolution platform, which Regulation (EU) 2024/3228 discontinued
 * on 20 July 2025 (the address now only says so). Issue 36 asks for the link all the same, so it
 * is kept until the issue is revisited; the legal pages do not send anyone to it.
 */
export const CONSUMER_LINKS: Readonly<Record<Country, readonly ConsumerLink[]>> = {
  ro: [
    { kind: 'authority', name: 'ANPC', url: 'https://anpc.ro/' },
    { kind: 'adr', name: 'ANPC – SAL', url: 'https://anpc.ro/ce-este-sal/' },
    { kind: 'odr', name: 'SOL', url: 'https://ec.europa.eu/consumers/odr' },
  ],
  bg: [{ kind: 'authority', name: 'КЗП', url: 'https://kzp.bg/' }],
  hu: [
    { kind: 'authority', name: 'Fogyasztóvédelem', url: 'https://fogyasztovedelem.kormany.hu/' },
    { kind: 'adr', name: 'Békéltető testületek', url: 'https://bekeltetes.hu/' },
  ],
  gr: [
    {
      kind: 'authority',
      name: 'Γενική Γραμματεία Εμπορίου και Προστασίας Καταναλωτή',
      url: 'https://www.mindev.gov.gr/',
    },
    { kind: 'adr', name: 'Συνήγορος του Καταναλωτή', url: 'https://www.synigoroskatanaloti.gr/' },
  ],
};

export function companyIdentity(country: Country, seller: SellerIdentity): CompanyIdentity {
  const labels = INVOICE_LABELS[country];
  return CompanyIdentitySchema.parse({
    legalName: seller.legalName,
    registrationNumber: seller.registrationNumber,
    taxId: seller.taxId,
    address: seller.address,
    ...(seller.email ? { email: seller.email } : {}),
    ...(seller.phone ? { phone: seller.phone } : {}),
    labels: { registrationNumber: labels.tradeRegister, taxId: labels.taxId },
    consumerLinks: CONSUMER_LINKS[country],
  });
}

/**
 * The values the legal pages' templates name: the seller (`legalName`, `registrationNumber`,
 * `taxId`, `address`, `contact`: its e-mail and phone, or its address when it has given neither)
 * and the addresses of the country's consumer bodies by kind (`authority`, `adr`).
 */
export function legalValues(country: Country, seller: SellerIdentity): Record<string, string> {
  const contact = [seller.email, seller.phone].filter(Boolean).join(', ') || seller.address;
  const links = Object.fromEntries(CONSUMER_LINKS[country].map((link) => [link.kind, link.url]));
  const { legalName, registrationNumber, taxId, address } = seller;
  return { ...links, legalName, registrationNumber, taxId, address, contact };
}
