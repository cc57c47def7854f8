/**
 * shared-contracts' zod kit (docs/adr/0013-one-zod-per-page.md) holds exactly the `zod/mini`
 * values the browser code uses: a name missing from it would be `undefined` in a remote at run
 * time (a remote's build does not see a shared module's exports), and a name no code uses is
 * bytes on every page.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const KIT = join(ROOT, 'shared-contracts/src/zod-kit.ts');
/** What the browser builds compile (the server renderer and Node keep `zod/mini` itself). */
const BROWSER_SOURCES = [
  'shared-contracts/src',
  'web-kit/src',
  'host-shell/src',
  'mf-cart/src',
  'mf-checkout/src',
  'mf-account/src',
  'mf-sell/src',
];
const NOT_BUNDLED = /\.(test|stories|spec)\.tsx?$|[\\/](test-support|__mocks__)[\\/]|\.d\.ts$/;

/**
 * The `zod/mini` values a source uses: `z.<name>` on a value import `* as z`, and named value
 * imports. Types (`z.infer<…>`, `import type`) are erased and need nothing at run time.
 */
export function zodValuesUsed(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const namespaces = new Set();
  const used = new Set();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    if (!ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== 'zod/mini') continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (element.isTypeOnly) continue;
        used.add((element.propertyName ?? element.name).text);
      }
    }
  }
  const visit = (node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text)
    ) {
      used.add(node.name.text);
    }
    node.forEachChild(visit);
  };
  if (namespaces.size > 0) visit(source);
  return used;
}

/** The names the kit exports (its `export { … } from` list and its own `export const`s). */
function kitExports() {
  const source = ts.createSourceFile(KIT, readFileSync(KIT, 'utf8'), ts.ScriptTarget.Latest);
  const names = new Set();
  for (const statement of source.statements) {
    const clause = ts.isExportDeclaration(statement) ? statement.exportClause : undefined;
    if (clause && ts.isNamedExports(clause)) {
      for (const element of clause.elements) names.add(element.name.text);
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      }
    }
  }
  return names;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !NOT_BUNDLED.test(path)) yield path;
  }
}

test('finds the values a source takes from zod/mini, and not its types', () => {
  const used = zodValuesUsed(
    'a.ts',
    [
      "import * as z from 'zod/mini';",
      "import type * as t from 'zod/mini';",
      "import { config, type ZodMiniType } from 'zod/mini';",
      'const A = z.object({ n: z.iso.date(), s: z.email() });',
      'type B = z.infer<typeof A> | t.output<typeof A> | ZodMiniType;',
      'function f(e: z.core.$ZodError) { return z.prettifyError(e); }',
    ].join('\n'),
  );
  assert.deepEqual([...used].sort(), ['config', 'email', 'iso', 'object', 'prettifyError']);
});

test('the kit exports exactly the zod/mini values the browser code uses', () => {
  const used = new Map();
  for (const dir of BROWSER_SOURCES) {
    for (const file of sourceFiles(join(ROOT, dir))) {
      if (file === KIT) continue;
      for (const name of zodValuesUsed(file, readFileSync(file, 'utf8'))) {
        if (!used.has(name)) used.set(name, relative(ROOT, file));
      }
    }
  }
  const kit = kitExports();
  const missing = [...used].filter(([name]) => !kit.has(name)).map((e) => e.join(' in '));
  assert.deepEqual(
    missing,
    [],
    'used from zod/mini but missing from shared-contracts/src/zod-kit.ts',
  );
  const unused = [...kit].filter((name) => !used.has(name));
  assert.deepEqual(unused, [], 'in shared-contracts/src/zod-kit.ts but used by no browser code');
});
