/**
 * The contracts' page kit in the browser builds (docs/adr/0016-contracts-kit-from-the-host.md):
 * shared-contracts' `page-kit` module and every contracts module it imports, which the host
 * provides to the remotes of its page under one share key, in place of each remote's own copies.
 *
 * - `pageKit()`: where the kit's built module is, the modules it reaches (following the imports
 *   of the contracts' built files), and its share key: `contracts-kit-<hash>` of those files' text
 *   and the zod kit's key, so a remote built from other contracts (or another zod kit) finds no
 *   match and keeps its own copy, never one that lacks a name it uses or parses otherwise.
 * - `PageKitImports`: in a remote's build, an import of one of those modules from outside them
 *   (the contracts' entry points, the remote's code, another contracts module) is an import of the
 *   kit, which the remote consumes from the share scope (its own copy is the fallback chunk). The
 *   kit's own modules import one another as they are, so the fallback is the kit as written.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** webpack's UsageState.Unused. */
const UNUSED = 0;

const CONTRACTS_DIST = fileURLToPath(new URL('../../shared-contracts/dist/', import.meta.url));
const KIT_FILE = 'entries/page-kit.js';

/** The contracts' built modules `file` reaches through its relative imports (itself included). */
export function reachedModules(file) {
  const reached = new Set();
  const visit = (path) => {
    if (reached.has(path)) return;
    reached.add(path);
    for (const imported of importedModules(path)) visit(imported);
  };
  visit(file);
  return reached;
}

/** The modules `file` imports itself (what the kit re-exports). */
function importedModules(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return new Set(
    importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => resolve(dirname(file), fileName)),
  );
}

/**
 * @param {{ zodShareKey: string, version: string, dist?: string }} options the zod kit's share
 *   key, the contracts' package version, the contracts' dist folder (tests give another)
 * @returns {{ path: string, exported: ReadonlySet<string>, modules: ReadonlySet<string>,
 *   shareKey: string, version: string }} the kit's file, the modules it re-exports, every module
 *   it reaches (itself included), its share key and version
 */
export function pageKit({ zodShareKey, version, dist = CONTRACTS_DIST }) {
  const path = join(dist, KIT_FILE);
  const exported = importedModules(path);
  const modules = reachedModules(path);
  const hash = createHash('sha256').update(zodShareKey);
  for (const module of [...modules].sort()) {
    hash.update(relative(dist, module)).update('\0').update(readFileSync(module)).update('\0');
  }
  const shareKey = `contracts-kit-${hash.digest('hex').slice(0, 10)}`;
  return { path, exported, modules, shareKey, version };
}

/**
 * What a remote's build uses of the kit (`compilation`'s consumed kit, after webpack has flagged
 * what is used): `{ names, whole }`, where `whole` is a namespace used as one object.
 */
function usedOfKit(compilation, kit) {
  const names = new Set();
  let whole = false;
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ConsumeSharedModule') continue;
    if (module.options?.shareKey !== kit.shareKey) continue;
    const exportsInfo = compilation.moduleGraph.getExportsInfo(module);
    for (const info of exportsInfo.orderedExports) {
      if (info.getUsed(undefined) !== UNUSED) names.add(info.name);
    }
    if (exportsInfo.otherExportsInfo.getUsed(undefined) !== UNUSED) whole = true;
  }
  return { names, whole };
}

/** The names the kit's module exports, as the build sees them. */
function providedByKit(compilation, kit) {
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ConsumeSharedModule' && module.resource === kit.path) {
      const provided = compilation.moduleGraph.getExportsInfo(module).getProvidedExports();
      return Array.isArray(provided) ? new Set(provided) : null;
    }
  }
  return new Set();
}

/**
 * A remote's build: a module the kit re-exports, imported from outside the modules the kit
 * reaches, is the kit. Inside them imports stay as written, so the remote's fallback copy of the
 * kit never waits on the kit.
 *
 * The kit names only what the remotes use of its modules (a shared module keeps every export), so
 * a name the remote's code uses that the kit lacks would be `undefined` at run time: the build
 * fails instead, and says which name to add.
 */
export class PageKitImports {
  /** @param {{ path: string, exported: ReadonlySet<string>, modules: ReadonlySet<string>, shareKey: string }} kit */
  constructor(kit) {
    this.kit = kit;
  }

  apply(compiler) {
    const { path, exported, modules } = this.kit;
    compiler.hooks.normalModuleFactory.tap('PageKitImports', (factory) => {
      factory.hooks.afterResolve.tap('PageKitImports', (data) => {
        const { createData, contextInfo } = data;
        const resource = createData.resource;
        if (!resource || !exported.has(resource)) return;
        if (contextInfo.issuer && modules.has(contextInfo.issuer)) return;
        createData.request = createData.request.replace(resource, path);
        createData.userRequest = path;
        createData.resource = path;
        if (createData.resourceResolveData) {
          createData.resourceResolveData = { ...createData.resourceResolveData, path };
        }
      });
    });
    compiler.hooks.thisCompilation.tap('PageKitImports', (compilation) => {
      compilation.hooks.afterOptimizeDependencies.tap('PageKitImports', () => {
        const { names, whole } = usedOfKit(compilation, this.kit);
        const provided = providedByKit(compilation, this.kit);
        const missing = provided ? [...names].filter((name) => !provided.has(name)) : [];
        const problem = whole
          ? 'uses the contracts page kit as a whole (a namespace): import the names it uses'
          : missing.length
            ? `uses ${missing.join(', ')}, which shared-contracts/src/entries/page-kit.ts does not export: add ${missing.length > 1 ? 'them' : 'it'} there`
            : provided === null
              ? 'cannot tell what the contracts page kit exports'
              : null;
        if (problem) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(`${compiler.options.name ?? 'a remote'} ${problem}`),
          );
        }
      });
    });
  }
}
