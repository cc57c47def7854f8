/**
 * A Module Federation runtime plugin that reports what the runtime only warns about in the
 * console: a shared singleton (react, react-dom, ...) given at a version that does not satisfy a
 * consumer's `requiredVersion` (with `loaded-first` the runtime hands out the copy already loaded
 * whatever the range says), and a second copy of a singleton loaded beside the first (two Reacts
 * on one page break hooks and context). Each mismatch is reported once per package, range,
 * version and consumer, each extra copy once; a report that fails is swallowed, and nothing here
 * throws into the runtime.
 *
 * It observes `afterLoadShare`, which the runtime emits after every load of a shared module with
 * the consumer's share config (`shareInfo`) and the copy it was given (`selectedShared`): a plain
 * listener, so it changes nothing the runtime resolves. Register it on every federation instance
 * of the page (the host's and, as a global plugin, the remotes' created later): a remote's shared
 * modules are loaded by the remote's own instance.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The runtime's own range check, so a report says exactly what the runtime decides (the module
// provide-runtime-core.ts gives the page: no second copy).
import { satisfy } from '@module-federation/runtime-tools/runtime-core';

/** The ErrorReporter port of the host (and of an embed loader). */
export interface SharedSingletonsReporter {
  report(error: unknown, context: { readonly tags: Readonly<Record<string, string>> }): void;
}

export const SHARED_SINGLETONS_PLUGIN = 'refurb-shared-singletons';

type AfterLoadShare = NonNullable<ModuleFederationRuntimePlugin['afterLoadShare']>;
type AfterLoadShareArgs = Parameters<AfterLoadShare>[0];

/** One loaded copy of a package: its factory, the version and who uses it. */
interface Copy {
  readonly factory: unknown;
  readonly version: string;
  readonly usedBy: readonly string[];
}

/**
 * Every copy of the package the share scopes hold loaded (a factory in `lib`), the one just
 * given last: a copy loaded before (by the host's bundle, before this plugin was registered) is
 * the first, not the second.
 */
function loadedCopies({ pkgName, shareScopeMap, selectedShared }: AfterLoadShareArgs): Copy[] {
  const copies: Copy[] = [];
  const add = (shared: AfterLoadShareArgs['selectedShared'], version: string | undefined) => {
    if (typeof shared?.lib !== 'function' || shared.lib === selectedShared?.lib) return;
    copies.push({ factory: shared.lib, version: version ?? '?', usedBy: shared.useIn ?? [] });
  };
  for (const scope of Object.values(shareScopeMap)) {
    for (const [version, shared] of Object.entries(scope[pkgName] ?? {})) add(shared, version);
  }
  const given = selectedShared?.lib;
  if (typeof given === 'function') {
    const version = selectedShared?.version ?? '?';
    copies.push({ factory: given, version, usedBy: selectedShared?.useIn ?? [] });
  }
  return copies;
}

function isSingleton({ pkgName, shareInfo, shareScopeMap }: AfterLoadShareArgs): boolean {
  if (shareInfo?.shareConfig?.singleton) return true;
  return Object.values(shareScopeMap).some((scope) =>
    Object.values(scope[pkgName] ?? {}).some((shared) => shared.shareConfig?.singleton === true),
  );
}

export function createSharedSingletonsPlugin(
  reporter: SharedSingletonsReporter,
): ModuleFederationRuntimePlugin {
  const reported = new Set<string>();
  /** Per package, the versions of the copies seen loaded, by factory. */
  const seen = new Map<string, Map<unknown, string>>();

  const reportOnce = (key: string, message: string, tags: Record<string, string>) => {
    if (reported.has(key)) return;
    reported.add(key);
    try {
      reporter.report(new Error(message), { tags });
    } catch {
      // A failing reporter must not break the loading of a shared module.
    }
  };

  const checkRange = (args: AfterLoadShareArgs, consumer: string) => {
    const { pkgName, shareInfo, selectedShared } = args;
    const required = shareInfo?.shareConfig?.requiredVersion;
    const given = selectedShared?.version;
    if (!shareInfo?.shareConfig?.singleton || typeof required !== 'string' || !given) return;
    if (satisfy(given, required)) return;
    reportOnce(
      JSON.stringify(['range', pkgName, required, given, consumer]),
      `shared singleton ${pkgName}: ${consumer} requires ${required}, but was given ${given}`,
      {
        reason: 'shared-version-mismatch',
        shared: pkgName,
        requiredVersion: required,
        loadedVersion: given,
        consumer,
      },
    );
  };

  const checkCopies = (args: AfterLoadShareArgs, consumer: string) => {
    const { pkgName } = args;
    if (!isSingleton(args)) return;
    const known = seen.get(pkgName) ?? new Map<unknown, string>();
    seen.set(pkgName, known);
    for (const copy of loadedCopies(args)) {
      if (known.has(copy.factory)) continue;
      const others = [...known.values()];
      known.set(copy.factory, copy.version);
      if (others.length === 0) continue;
      const usedBy = copy.usedBy.length > 0 ? copy.usedBy.join(' ') : consumer;
      reportOnce(
        JSON.stringify(['copy', pkgName, known.size, copy.version, usedBy]),
        `shared singleton ${pkgName} loaded twice: ${copy.version} for ${usedBy} beside ${others.join(', ')}`,
        {
          reason: 'shared-singleton-doubled',
          shared: pkgName,
          loadedVersion: copy.version,
          otherVersions: others.join(' '),
          consumer: usedBy,
        },
      );
    }
  };

  return {
    name: SHARED_SINGLETONS_PLUGIN,
    afterLoadShare(args) {
      try {
        const consumer = args.shareInfo?.from ?? args.origin.name;
        checkRange(args, consumer);
        checkCopies(args, consumer);
      } catch {
        // Never into the runtime: a malformed share record is not worth a failed page.
      }
    },
  };
}
