/**
 * The two files the host reads at start (ARCHITECTURE.md, "Runtime configuration"):
 * `runtime-config.json` and `remotes.json`, both parsed with their contracts. A missing or bad
 * file is a value naming the file and what is wrong, for the error page and the error report.
 * A good runtime config's site currencies are configured at once (`configureCurrencies`), so
 * every price the host writes from then on is in them.
 */
import { safeParseWithMessages } from '@refurb/shared-contracts';
import {
  configureCurrencies,
  describeError,
  RemotesJsonSchema,
  RuntimeConfigSchema,
  type RemotesJson,
  type RuntimeConfig,
} from '@refurb/shared-contracts/runtime';
import type * as z from 'zod/mini';

export type StartupConfig =
  | { readonly ok: true; readonly config: RuntimeConfig; readonly remotes: RemotesJson }
  | { readonly ok: false; readonly problems: readonly string[] };

type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

async function readJson<S extends z.core.$ZodType>(fetchImpl: Fetch, url: string, schema: S) {
  try {
    const response = await fetchImpl(url);
    if (!response.ok) return { ok: false as const, problem: `${url}: HTTP ${response.status}` };
    const parsed = safeParseWithMessages(schema, await response.json());
    if (parsed.success) return { ok: true as const, data: parsed.data };
    const issue = parsed.error.issues[0];
    return {
      ok: false as const,
      problem: `${url}: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
    };
  } catch (error) {
    return {
      ok: false as const,
      problem: `${url}: ${describeError(error)}`,
    };
  }
}

export async function loadStartupConfig(fetchImpl: Fetch, base = '/'): Promise<StartupConfig> {
  const [config, remotes] = await Promise.all([
    readJson(fetchImpl, `${base}runtime-config.json`, RuntimeConfigSchema),
    readJson(fetchImpl, `${base}remotes.json`, RemotesJsonSchema),
  ]);
  if (config.ok) configureCurrencies(config.data.currencies);
  if (config.ok && remotes.ok) return { ok: true, config: config.data, remotes: remotes.data };
  return { ok: false, problems: [config, remotes].flatMap((r) => (r.ok ? [] : [r.problem])) };
}

/** remotes.json read again (on a navigation): the pointer, or what is wrong with it. */
export async function loadRemotesJson(
  fetchImpl: Fetch,
  base = '/',
): Promise<{ ok: true; data: RemotesJson } | { ok: false; problem: string }> {
  return readJson(fetchImpl, `${base}remotes.json`, RemotesJsonSchema);
}
