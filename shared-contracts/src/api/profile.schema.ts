/**
 * The account's settings, genius and partner-login calls on the BFF (the spec shows none; ours).
 * Every `/bff/me/...` call answers 401 without a session and `cache-control: no-store`.
 * - GET /bff/me/profile -> ProfileResponse { profile }
 * - PUT /bff/me/profile UpdateProfileRequest { country, displayName, phoneNumber, company }
 *   -> ProfileResponse; a rule the request breaks is a 400 naming the field
 *   (`body.company.taxNumber`), checked by this same schema so the form and the server agree.
 *   The e-mail is Firebase's and is not edited here.
 * - GET /bff/me/genius?country= -> GeniusResponse { member, since, benefits } (benefits in the
 *   site's language); POST /bff/me/genius joins, DELETE /bff/me/genius leaves
 *   -> GeniusMembershipResponse { member, since }. The page exists only when the flag
 *   `areGeniusBenefitsActive` is on.
 * - Partner marketplace login (flag `showEmagLogin`, service base `partnerAuthorization`,
 *   `/bff/partner`), an OAuth authorization-code flow whose code shop-api exchanges server to
 *   server with its client credentials (locally with shop-api's stand-in partner):
 *   GET /bff/partner?redirect=&country=&botToken= -> 302 to the partner's authorize page;
 *   GET /bff/partner/callback?code=&state= -> both session cookies and 302 to `redirect`, or
 *   `redirect?partner=<PartnerResult>`; 400 for a forged or expired state.
 *   Accounts are linked by the partner's subject id, never by an e-mail address.
 */
import * as z from 'zod/mini';
import { validateCompany } from '../rules/checkout-order.js';
import { isValidPhoneNumber } from '../rules/phone.js';
import { AddressServerInputSchema } from '../schemas/address.schema.js';
import { CountrySchema } from '../schemas/enums.schema.js';

const Text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
/** An optional text field: empty or missing is `null`. */
const OptionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((value) => (value ? value : null)),
  );

export const ProfileCompanyInputSchema = z.object({
  name: Text(200),
  /** The tax id as the country writes it (RO: RO followed by the CUI's digits). */
  taxNumber: Text(20),
  registrationNumber: OptionalText(30),
  /** The registered office, in the server address shape. */
  address: AddressServerInputSchema,
});
export type ProfileCompanyInput = z.infer<typeof ProfileCompanyInputSchema>;

/**
 * The body of PUT /bff/me/profile. `country` is the site's: the phone number and the company are
 * checked with the rule book for it (`validateCompany`, and the one phone rule).
 */
export const UpdateProfileRequestSchema = z
  .object({
    country: CountrySchema,
    displayName: Text(100),
    phoneNumber: OptionalText(30),
    company: z.nullable(ProfileCompanyInputSchema),
  })
  .check(
    z.superRefine((body, context) => {
      if (body.phoneNumber !== null && !isValidPhoneNumber(body.country, body.phoneNumber)) {
        context.addIssue({
          code: 'custom',
          path: ['phoneNumber'],
          message: 'not a valid phone number',
        });
      }
      if (!body.company) return;
      const company = body.company;
      const valid = validateCompany(body.country, {
        name: { value: company.name },
        fiscalCode: { value: company.taxNumber },
        registrationNumber: { value: company.registrationNumber ?? '' },
        email: { value: '' },
        phoneNumber: { value: '' },
      }).fields;
      const broken: [keyof ProfileCompanyInput, boolean, string][] = [
        ['name', valid.name, 'a company name needs at least 2 characters'],
        ['taxNumber', valid.fiscalCode, `not a valid tax id for ${body.country.toUpperCase()}`],
        [
          'registrationNumber',
          company.registrationNumber === null || valid.registrationNumber,
          `not a valid registration number for ${body.country.toUpperCase()}`,
        ],
      ];
      for (const [field, ok, message] of broken) {
        if (!ok) context.addIssue({ code: 'custom', path: ['company', field], message });
      }
    }),
  );
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

export const ProfileCompanySchema = z.object({
  /** The country whose rules the company was checked with. */
  country: CountrySchema,
  name: z.string(),
  taxNumber: z.string(),
  registrationNumber: z.nullable(z.string()),
  address: AddressServerInputSchema,
});
export type ProfileCompany = z.infer<typeof ProfileCompanySchema>;

export const ProfileSchema = z.object({
  email: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  company: z.nullable(ProfileCompanySchema),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileResponseSchema = z.object({ profile: ProfileSchema });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

export const GeniusQuerySchema = z.object({ country: CountrySchema });

export const GeniusBenefitKeySchema = z.enum([
  'longer-returns',
  'free-shipping',
  'extended-warranty-discount',
]);
export type GeniusBenefitKey = z.infer<typeof GeniusBenefitKeySchema>;

export const GeniusBenefitSchema = z.object({
  key: GeniusBenefitKeySchema,
  title: z.string(),
  text: z.string(),
});
export type GeniusBenefit = z.infer<typeof GeniusBenefitSchema>;

export const GeniusMembershipResponseSchema = z.object({
  member: z.boolean(),
  /** ISO 8601 date-time the person joined; null when not a member. */
  since: z.nullable(z.string()),
});
export type GeniusMembershipResponse = z.infer<typeof GeniusMembershipResponseSchema>;

export const GeniusResponseSchema = z.extend(GeniusMembershipResponseSchema, {
  benefits: z.array(GeniusBenefitSchema),
});
export type GeniusResponse = z.infer<typeof GeniusResponseSchema>;

/**
 * A path on the same site to come back to: starts with one `/` (`//host` and `/\host` are other
 * sites to a browser), no control characters.
 */
export const SameSitePathSchema = z.string().check(
  z.maxLength(2000),
  z.refine(
    (path) =>
      /^\/(?![/\\])/.test(path) &&
      ![...path].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f),
    { message: 'a path on this site, starting with one /' },
  ),
);

export const PartnerAuthorizeQuerySchema = z.object({
  redirect: SameSitePathSchema,
  country: CountrySchema,
  /** A bot-check token for the action `partner` (a partner sign-in may create an account). */
  botToken: z.string().check(z.minLength(1), z.maxLength(4096)),
});
export type PartnerAuthorizeQuery = z.infer<typeof PartnerAuthorizeQuerySchema>;

const State = z.string().check(z.minLength(1), z.maxLength(2000));

/** The local stand-in partner's consent form, as its page posts it. */
export const PartnerConsentFormSchema = z.object({
  state: State,
  /** The shop's callback the stand-in returns to (kept across the form). */
  redirect_uri: z.string().check(z.maxLength(2000)),
  decision: z.enum(['allow', 'cancel']),
  email: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ui_locales: z.optional(z.string().check(z.maxLength(20))),
});
export type PartnerConsentForm = z.infer<typeof PartnerConsentFormSchema>;

/** The partner's return: a code, or an error (`access_denied`: the person cancelled). */
export const PartnerCallbackQuerySchema = z.object({
  code: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  error: z.optional(z.string().check(z.maxLength(100))),
  state: State,
});

/**
 * The query parameter the partner login adds to `redirect` when it ends without a new session
 * (or, `linked`, after connecting the partner to the signed-in account):
 * - `cancelled`: the person cancelled at the partner;
 * - `deactivated`: the account is deactivated (or disabled);
 * - `link-required`: an account with the partner's e-mail exists here; its owner signs in first
 *   and connects the partner from the account settings (a partner identity is never attached to
 *   an existing account by its e-mail alone);
 * - `linked`: the partner identity is now connected to the signed-in account;
 * - `busy`: too many new accounts from this address; later;
 * - `failed`: the partner could not confirm the sign-in; start again.
 */
export const PARTNER_RESULT_PARAM = 'partner';
export const PartnerResultSchema = z.enum([
  'cancelled',
  'deactivated',
  'link-required',
  'linked',
  'busy',
  'failed',
]);
export type PartnerResult = z.infer<typeof PartnerResultSchema>;
