/**
 * The seller's legal identity on each site's invoices: the company that sells in that country,
 * its trade-register number, its tax (VAT) number, its registered address and, optionally, the
 * bank account a buyer may pay to and its customer service's e-mail and phone. The same seller is
 * named in every page's footer and in the legal pages (`GET /content/company`, issue 36). Read
 * from `SELLER_IDENTITY` (config.ts): one JSON object keyed by country, all four countries, e.g.
 *
 * ```json
 * { "ro": { "legalName": "Refurb Devices SRL", "registrationNumber": "J40/1234/2020",
 *           "taxId": "RO12345678", "address": "Str. ..., București",
 *           "iban": "RO49AAAA1B31007593840000", "bank": "...",
 *           "email": "contact@...", "phone": "021 ..." },
 *   "bg": { ... }, "hu": { ... }, "gr": { ... } }
 * ```
 *
 * Production refuses to start without it; the local mode (`npm start`, tests, e2e) uses
 * `LOCAL_SELLER_IDENTITY`, a made-up company per country whose name says "(local stack)" and whose
 * numbers are all zeros, so an invoice printed from the local stack can never pass for a real one.
 */
import type { Country } from '@refurb/shared-contracts';
import { z } from 'zod';

const Text = z.string().trim().min(1).max(200);

export const SellerIdentitySchema = z.strictObject({
  /** The company's registered name, with its legal form (SRL, ЕООД, Kft., Ι.Κ.Ε.). */
  legalName: Text,
  /** Trade register: RO Nr. Reg. Com., BG ЕИК, HU Cégjegyzékszám, GR Αρ. ΓΕΜΗ. */
  registrationNumber: Text,
  /** Tax / VAT number: RO CUI, BG ИН по ДДС, HU Adószám, GR ΑΦΜ. */
  taxId: Text,
  /** The registered office, on one line. */
  address: Text,
  iban: Text.optional(),
  bank: Text.optional(),
  /** Customer service, shown to buyers (optional: the settings of earlier releases have none). */
  email: z.email().max(200).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()/-]{5,30}$/)
    .optional(),
});
export type SellerIdentity = z.infer<typeof SellerIdentitySchema>;

export const SellerIdentitiesSchema = z.strictObject({
  ro: SellerIdentitySchema,
  bg: SellerIdentitySchema,
  hu: SellerIdentitySchema,
  gr: SellerIdentitySchema,
});
export type SellerIdentities = Readonly<Record<Country, SellerIdentity>>;

/** `SELLER_IDENTITY`'s text: JSON, then the schema (an issue's path names the country and field). */
export const SellerIdentityEnvSchema = z
  .string()
  .transform((text, context): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      context.addIssue({ code: 'custom', message: 'not JSON (an object keyed by ro, bg, hu, gr)' });
      return z.NEVER;
    }
  })
  .pipe(SellerIdentitiesSchema);

/**
 * The local stack's sellers: fictional companies (the name says "local stack", every number is
 * zeros), never to be used outside SHOP_API_MODE=local. Their contact is the one the help pages
 * give (content/pages.data.ts).
 */
export const LOCAL_SELLER_IDENTITY: SellerIdentities = {
  ro: {
    legalName: 'Refurb Local SRL (local stack)',
    registrationNumber: 'J00/0000/2025',
    taxId: 'RO00000000',
    address: 'Str. Exemplului 1, 010001 București',
    iban: 'RO00LOCL0000000000000000',
    bank: 'Banca Locală (local stack)',
    email: 'contact@refurb.ro',
    phone: '021 000 0000',
  },
  bg: {
    legalName: 'Рефърб Локал ЕООД (local stack)',
    registrationNumber: '000000000',
    taxId: 'BG000000000',
    address: 'ул. Примерна 1, 1000 София',
    email: 'contact@refurb.bg',
    phone: '02 000 0000',
  },
  hu: {
    legalName: 'Refurb Local Kft. (local stack)',
    registrationNumber: '00-00-000000',
    taxId: '00000000-0-00',
    address: '1000 Budapest, Példa utca 1.',
    email: 'contact@refurb.hu',
    phone: '06 1 000 0000',
  },
  gr: {
    legalName: 'Refurb Local Ι.Κ.Ε. (local stack)',
    registrationNumber: '000000000000',
    taxId: '000000000',
    address: 'Οδός Παραδείγματος 1, 100 00 Αθήνα',
    email: 'contact@refurb.gr',
    phone: '210 000 0000',
  },
};
