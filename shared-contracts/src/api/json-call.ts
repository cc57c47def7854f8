/**
 * How every front end calls shop-api: one JSON request, its answer parsed with the endpoint's
 * contract. An HTTP error (with shop-api's `ApiError` body when there is one), a network failure
 * or a body that does not match comes back as `{ ok: false, error }`, never thrown. `fetch` is
 * injected (the browser's, or a test's), so the contracts stay free of the DOM. A call takes any
 * zod 4 schema, `zod/mini` (the contracts') or classic.
 */
import type * as z from 'zod/mini';
import { safeParseWithMessages } from '../issue-messages.js';
import { ApiErrorSchema } from './common.schema.js';

export interface ApiFailure {
  /** 0 when the request never got an answer. */
  readonly status: number;
  readonly code: string;
  readonly message: string;
}
export type ApiResult<T> =
  { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: ApiFailure };

/** The part of a fetch Response a call reads. */
export interface JsonResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  json(): Promise<unknown>;
}
export interface JsonRequestInit {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  readonly credentials?: 'omit' | 'same-origin' | 'include';
  readonly signal?: unknown;
}
export type JsonFetch = (url: string, init: JsonRequestInit) => Promise<JsonResponse>;

export type JsonCall = <S extends z.core.$ZodType>(
  schema: S,
  url: string,
  init?: JsonRequestInit,
) => Promise<ApiResult<z.output<S>>>;

/**
 * What a thrown value says, for a message: an Error's message, a string as it is, anything else
 * as `String()` gives it, or its type when even that throws (an object without a prototype).
 * Never throws: it runs in the catch that keeps an edge from throwing.
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  try {
    return String(error);
  } catch {
    return `a thrown ${typeof error}`;
  }
}

export function createJsonCall(
  fetchImpl: JsonFetch,
  defaults: JsonRequestInit = { credentials: 'same-origin' },
): JsonCall {
  return async (schema, url, init = {}) => {
    let response: JsonResponse;
    try {
      response = await fetchImpl(url, { ...defaults, ...init });
    } catch (error) {
      return { ok: false, error: { status: 0, code: 'network', message: describeError(error) } };
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const apiError = ApiErrorSchema.safeParse(body);
      return {
        ok: false,
        error: apiError.success
          ? { status: response.status, ...apiError.data.error }
          : { status: response.status, code: 'http_error', message: response.statusText },
      };
    }
    const parsed = safeParseWithMessages(schema, body);
    return parsed.success
      ? { ok: true, data: parsed.data }
      : {
          ok: false,
          error: {
            status: response.status,
            code: 'invalid_response',
            message: parsed.error.message,
          },
        };
  };
}

/** A query string of the defined, non-empty values. */
export function queryString(params: Readonly<Record<string, string | number | undefined>>): string {
  return Object.entries(params)
    .flatMap(([k, v]) =>
      v === undefined || v === '' ? [] : [`${encodeURIComponent(k)}=${encodeURIComponent(v)}`],
    )
    .join('&');
}
