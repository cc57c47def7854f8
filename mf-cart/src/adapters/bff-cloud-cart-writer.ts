/**
 * The CloudCartWriter over shop-api: `PUT /bff/me/cart` with the cart and this page's writer id,
 * the session cookie and the site's own origin (shop-api's CSRF check), answered with the
 * revision shop-api gave the write. A body small enough is sent `keepalive`, so a write made just
 * before the person leaves the page still reaches shop-api. A failure is a value whose message
 * starts with 'error in set doc' (spec section 8), marked worth retrying when shop-api or
 * Firestore could not take it now.
 */
import { CloudCartWriteResponseSchema } from '@refurb/shared-contracts/api/cloud-cart';
import { type CartState } from '@refurb/shared-contracts/cart';
import { createJsonCall, type RuntimeConfig } from '@refurb/shared-contracts/runtime';
import type { CloudCartWriter, CloudWriteResult } from '../ports/cloud-cart';

/** Browsers refuse a keepalive request whose body (with the others in flight) passes 64 KiB. */
const KEEPALIVE_MAX_BODY = 60_000;

export interface BffCloudCartWriterOptions {
  readonly config: Pick<RuntimeConfig, 'services' | 'network'>;
  /** shop-api's origin when it is not this page's; '' (same origin) on a site. */
  readonly apiOrigin?: string;
  readonly fetch?: typeof fetch;
}

export function createBffCloudCartWriter(options: BffCloudCartWriterOptions): CloudCartWriter {
  const apiOrigin = options.apiOrigin ?? '';
  const fetchImpl = options.fetch ?? ((url, init) => fetch(url, init));
  const call = createJsonCall(
    (url, init) =>
      fetchImpl(url, {
        ...(init as RequestInit),
        // Bytes, not characters: a Greek or Bulgarian cart takes two bytes a letter.
        keepalive: new Blob([init.body ?? '']).size <= KEEPALIVE_MAX_BODY,
      }),
    { credentials: apiOrigin ? 'include' : 'same-origin' },
    options.config.network,
  );
  const url = `${apiOrigin}${options.config.services.bff.replace(/\/+$/, '')}/me/cart`;
  return {
    async write(cart: CartState, writer: string): Promise<CloudWriteResult> {
      const answer = await call(CloudCartWriteResponseSchema, url, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cart, writer }),
      });
      if (answer.ok) return { ok: true, revision: answer.data.revision };
      const { status, code, message } = answer.error;
      return {
        ok: false,
        error: `error in set doc: ${status} ${code}: ${message}`,
        retry: status === 0 || status === 429 || status >= 500,
      };
    },
  };
}
