/**
 * How every front end calls shop-api: one JSON request, its answer parsed with the endpoint's
 * contract. An HTTP error (with shop-api's `ApiError` body when there is one), a network failure
 * or a body that does not match comes back as `{ ok: false, error }`, never thrown. `fetch` is
 * injected (the browser's, or a test's), so the contracts stay free of the DOM. A call takes any
 * zod 4 schema, `zod/mini` (the contracts') or classic.
 *
 * A call that gets no whole answer within its time (`timeoutMs`, the runtime config's
 * `network.timeoutMs`, 20 s unless set) is abandoned: the request is aborted and the call answers
 * `{ status: 0, code: 'timeout' }`, like a network failure, so every screen that offers a retry
 * after a lost connection offers it after a stalled one too. The time covers the body as well as
 * the headers (a connection that stalls mid-body is just as stuck).
 */
import type * as z from 'zod/mini';
import { safeParseWithMessages } from '../issue-messages.js';
import { encodeUrlPart } from '../rules/uri.js';
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
  /**
   * The browser's HTTP cache for this request (fetch's `cache`): `no-cache` asks the server
   * again though a cached answer is still fresh (a delivery estimate just past its cut-off).
   */
  readonly cache?: 'default' | 'no-store' | 'reload' | 'no-cache' | 'force-cache';
  readonly signal?: unknown;
}
export type JsonFetch = (url: string, init: JsonRequestInit) => Promise<JsonResponse>;

/** How long a call waits for its whole answer unless the runtime config says otherwise. */
export const DEFAULT_CALL_TIMEOUT_MS = 20_000;

export interface JsonCallOptions {
  /** Milliseconds a call waits for its answer, body included, before it gives up. */
  readonly timeoutMs?: number;
}

/** A request's answer and its JSON body (`null` when there is none), or why there is none. */
export type FetchedJson =
  | { readonly ok: true; readonly response: JsonResponse; readonly body: unknown }
  | { readonly ok: false; readonly error: ApiFailure };

interface AbortSignalLike {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
}
/** The timers and AbortController of the page or of Node (the contracts have no DOM types). */
const host = globalThis as unknown as {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
  AbortController?: new () => { readonly signal: AbortSignalLike; abort(): void };
};

const isSignal = (value: unknown): value is AbortSignalLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AbortSignalLike).addEventListener === 'function';

/**
 * One request and its JSON body within `timeoutMs`. The request is aborted when the time runs
 * out (and when the caller's own `init.signal` aborts); the answer is a value, never a throw.
 * The time is also raced in JavaScript, so a `fetch` that ignores its signal cannot hang a call.
 */
export async function fetchJsonWithin(
  fetchImpl: JsonFetch,
  url: string,
  init: JsonRequestInit,
  timeoutMs: number = DEFAULT_CALL_TIMEOUT_MS,
): Promise<FetchedJson> {
  const controller = host.AbortController ? new host.AbortController() : null;
  const callerSignal = init.signal;
  if (controller && isSignal(callerSignal)) {
    if (callerSignal.aborted) controller.abort();
    else callerSignal.addEventListener('abort', () => controller.abort(), { once: true });
  }
  let timer: unknown;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = host.setTimeout(() => {
      resolve('timeout');
      controller?.abort();
    }, timeoutMs);
  });
  const timeout: FetchedJson = {
    ok: false,
    error: {
      status: 0,
      code: 'timeout',
      message: `no answer from ${url} within ${Math.round(timeoutMs / 100) / 10} s`,
    },
  };
  try {
    const request = fetchImpl(url, controller ? { ...init, signal: controller.signal } : init);
    const response = await Promise.race([request, timedOut]);
    if (response === 'timeout') {
      request.catch(() => undefined);
      return timeout;
    }
    const reading = response.json().catch(() => null);
    const body = await Promise.race([reading, timedOut]);
    if (body === 'timeout') return timeout;
    return { ok: true, response, body };
  } catch (error) {
    return { ok: false, error: { status: 0, code: 'network', message: describeError(error) } };
  } finally {
    host.clearTimeout(timer);
  }
}

/**
 * A call: the answer's schema, or a promise of it (a schema in a chunk of its own, still
 * loading: the request goes out at once, and the chunk loads beside it). A schema that cannot be
 * loaded answers like a network failure.
 */
export type JsonCall = <S extends z.core.$ZodType>(
  schema: S | PromiseLike<S>,
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
  options: JsonCallOptions = {},
): JsonCall {
  return async (schemaOrLoading, url, init = {}) => {
    const loading = Promise.resolve(schemaOrLoading);
    loading.catch(() => undefined);
    const fetched = await fetchJsonWithin(
      fetchImpl,
      url,
      { ...defaults, ...init },
      options.timeoutMs,
    );
    if (!fetched.ok) return fetched;
    const { response, body } = fetched;
    if (!response.ok) {
      const apiError = ApiErrorSchema.safeParse(body);
      return {
        ok: false,
        error: apiError.success
          ? { status: response.status, ...apiError.data.error }
          : { status: response.status, code: 'http_error', message: response.statusText },
      };
    }
    let schema;
    try {
      schema = await loading;
    } catch (error) {
      return { ok: false, error: { status: 0, code: 'network', message: describeError(error) } };
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
      v === undefined || v === '' ? [] : [`${encodeUrlPart(k)}=${encodeUrlPart(String(v))}`],
    )
    .join('&');
}
