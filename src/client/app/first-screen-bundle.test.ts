// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

// Tests run from the project root.
const SRC = path.resolve('src');
const ENTRY = path.join(SRC, 'client/main.tsx');
const ZOD_MODULE = path.join(SRC, 'shared/contracts/zod.ts');
const ZOD_PACKAGE = /(^|\/)zod(\/|$)/;

/**
 * The specifiers a module still imports once its types are erased. Only `import type` and
 * `export type` go: under verbatimModuleSyntax `import { type X } from 'y'` still loads y.
 * `import()` is a chunk of its own, so it is not followed.
 */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.phaseModifier === ts.SyntaxKind.TypeKeyword) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** The project's source file a specifier names; null for a package. */
function resolveSource(specifier: string, from: string): string | null {
  const bare = specifier.split('?')[0] ?? specifier;
  let base: string;
  if (bare.startsWith('@/')) base = path.join(SRC, bare.slice(2));
  else if (bare.startsWith('.')) base = path.resolve(path.dirname(from), bare);
  else return null;
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (!found) throw new Error(`${specifier} from ${from} names no file`);
  return found;
}

/** Each module the entry chunk holds, with the module that brought it in. */
function firstScreenModules(): Map<string, string | null> {
  const importedBy = new Map<string, string | null>([[ENTRY, null]]);
  const queue = [ENTRY];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const specifier of valueImports(file)) {
      const target = resolveSource(specifier, file);
      if (!target || !/\.tsx?$/.test(target) || importedBy.has(target)) continue;
      importedBy.set(target, file);
      queue.push(target);
    }
  }
  return importedBy;
}

function chainTo(file: string, importedBy: Map<string, string | null>): string {
  const chain: string[] = [];
  for (let at: string | null | undefined = file; at; at = importedBy.get(at)) {
    chain.unshift(path.relative(SRC, at));
  }
  return chain.join(' → ');
}

// zod is some 370 KB of source and builds every schema as its modules load: on a slow phone that
// delays the first screen, which needs none of it (only the lazily loaded screens' forms do).
it("keeps zod out of the first screen's code", () => {
  const importedBy = firstScreenModules();
  expect(importedBy.has(path.join(SRC, 'client/app/router.tsx'))).toBe(true);

  const bringsZod = [...importedBy.keys()]
    .filter((file) => file !== ZOD_MODULE)
    .flatMap((file) =>
      valueImports(file)
        .filter((specifier) => {
          const target = resolveSource(specifier, file);
          return target ? target === ZOD_MODULE : ZOD_PACKAGE.test(specifier);
        })
        .map((specifier) => `${chainTo(file, importedBy)} imports ${specifier}`),
    );
  expect(bringsZod).toEqual([]);
});
