/**
 * The seller's legal identity on each site's invoices: the company that sells in that country,
 * its trade-register number, its tax (VAT) number, its registered address and, optionally, the
 * bank account a buyer may pay to. Read from `SELLER_IDENTITY` (config.ts): one JSON object keyed
 * by country, all four countries, e.g.
 *
 * ```json
 * { "ro": { "legalName": "Refurb Devices SRL", "registrationNumber": "J40/1234/2020",
 *           "taxId": "RO12345678", "address": "Str. ..., București",
 *           "iban": "RO49AAAA1B31007593840000", "bank": "..." },
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
 * zeros), never to be used outside SHOP_API_MODE=local.
 */
export const LOCAL_SELLER_IDENTITY: SellerIdentities = {
  ro: {
    legalName: 'Refurb Local SRL (local stack)',
    registrationNumber: 'J00/0000/2025',
    taxId: 'RO00000000',
    address: 'Str. Exemplului 1, 010001 București',
    iban: 'RO00LOCL0000000000000000',
    bank: 'Banca Locală (local stack)',
  },
  bg: {
    legalName: 'Рефърб Локал ЕООД (local stack)',
    registrationNumber: '000000000',
    taxId: 'BG000000000',
    address: 'ул. Примерна 1, 1000 София',
  },
  hu: {
    legalName: 'Refurb Local Kft. (local stack)',
    registrationNumber: '00-00-000000',
    taxId: '00000000-0-00',
    address: '1000 Budapest, Példa utca 1.',
  },
  gr: {
    legalName: 'Refurb Local Ι.Κ.Ε. (local stack)',
    registrationNumber: '000000000000',
    taxId: '000000000',
    address: 'Οδός Παραδείγματος 1, 100 00 Αθήνα',
  },
};
