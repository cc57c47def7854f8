/**
 * What the sell flow keeps in session storage so a reload, the back button or a detour through the
 * login page resumes where the person was: `{ v, value }` under `SELL_PROGRESS_KEY`, parsed on read.
 * Entries of the details form are drafts (whatever was typed, checked when sent). The IBAN is never
 * stored: a person types it again after a reload rather than leave it in the browser.
 */
import * as z from 'zod/mini';
import { SaleConditionAnswersSchema } from '../api/sales.schema.js';
import { SellQuoteSchema } from '../api/sell.schema.js';
import { safeParseWithMessages } from '../issue-messages.js';
import { AddressFormSchema } from './address.schema.js';
import { CountrySchema, DeviceTypeKeySchema } from './enums.schema.js';

export const SELL_PROGRESS_KEY = 'refurb.sell.progress';
export const SELL_PROGRESS_VERSION = 1;

/** The flow's steps, each the `step` of a `sell-step` URL (`/sell/condition/`). */
export const SELL_STEPS = ['device', 'condition', 'offer', 'details', 'done'] as const;
export const SellStepSchema = z.enum(SELL_STEPS);
export type SellStep = z.infer<typeof SellStepSchema>;

const upTo = (max: number) => z.string().check(z.maxLength(max));
const Draft = upTo(500);

export const SellDetailsDraftSchema = z.object({
  name: Draft,
  email: Draft,
  phone: Draft,
  holder: Draft,
  shipping: z.enum(['courier-pickup', 'locker', 'office']),
  /** Courier pickup: the address form as chosen and typed, and the day the courier comes. */
  address: AddressFormSchema,
  pickupDate: Draft,
  /** Locker or office: the chosen point. */
  pickupPointId: Draft,
  pickupPointName: Draft,
});
export type SellDetailsDraft = z.infer<typeof SellDetailsDraftSchema>;

export const SellProgressSchema = z.object({
  country: CountrySchema,
  category: z.nullable(DeviceTypeKeySchema),
  brand: z.nullable(upTo(60)),
  modelId: z.nullable(upTo(60)),
  storage: z.nullable(upTo(30)),
  answers: SaleConditionAnswersSchema,
  quote: z.nullable(SellQuoteSchema),
  details: SellDetailsDraftSchema,
  /** Set once the sale is recorded. */
  submitted: z.nullable(z.object({ saleId: upTo(64), reference: upTo(20) })),
});
export type SellProgress = z.infer<typeof SellProgressSchema>;

export const StoredSellProgressSchema = z.object({
  v: z.literal(SELL_PROGRESS_VERSION),
  value: SellProgressSchema,
});

export type StoredSellProgress =
  | { readonly ok: true; readonly value: SellProgress }
  | {
      readonly ok: false;
      readonly reason: 'missing' | 'corrupt' | 'version';
      readonly message: string;
    };

/** Reads the stored text: missing, corrupt (not JSON, or not the shape), another version, or the progress. */
export function parseSellProgress(raw: string | null): StoredSellProgress {
  if (raw === null) return { ok: false, reason: 'missing', message: 'no sell progress stored' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'corrupt', message: 'sell progress: not JSON' };
  }
  const version = (json as { v?: unknown } | null)?.v;
  if (version !== SELL_PROGRESS_VERSION) {
    // Named without String(): stored JSON can be an object whose toString is not a function.
    const named = typeof version === 'number' ? String(version) : typeof version;
    return { ok: false, reason: 'version', message: `sell progress: version ${named}` };
  }
  const parsed = safeParseWithMessages(StoredSellProgressSchema, json);
  if (!parsed.success) {
    return {
      ok: false,
      reason: 'corrupt',
      message: `sell progress: ${parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.')} ${issue.message}`)
        .join('; ')}`,
    };
  }
  return { ok: true, value: parsed.data.value };
}

export const serializeSellProgress = (value: SellProgress): string =>
  JSON.stringify({ v: SELL_PROGRESS_VERSION, value });
