// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

// Tests run from the project root.
const SRC = path.resolve('src');
const ENTRY = path.join(SRC, 'client/main.tsx');
const ROUTER = path.join(SRC, 'client/app/router.tsx');
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

/** Each module a chunk's entry loads before it runs, with the module that brought it in. */
function modulesReachedFrom(entry: string): Map<string, string | null> {
  const importedBy = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
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

/** The module router.tsx lazily loads for each of its EARLY_SCREENS (`load: BrowsePage.preload`). */
function earlyScreenModules(): string[] {
  const source = ts.createSourceFile(ROUTER, readFileSync(ROUTER, 'utf8'), ts.ScriptTarget.Latest);
  const initializers = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const { name, initializer } of statement.declarationList.declarations) {
      if (initializer) initializers.set(name.getText(source), initializer.getText(source));
    }
  }
  const screens = initializers.get('EARLY_SCREENS') ?? '';
  return [...screens.matchAll(/load: (\w+)\.preload/g)].map(([, screen = '']) => {
    const specifier = /import\('([^']+)'\)/.exec(initializers.get(screen) ?? '')?.[1];
    if (!specifier) throw new Error(`${screen} in router.tsx is not lazyScreen(() => import(...))`);
    return resolveSource(specifier, ROUTER) as string;
  });
}

function chainTo(file: string, importedBy: Map<string, string | null>): string {
  const chain: string[] = [];
  for (let at: string | null | undefined = file; at; at = importedBy.get(at)) {
    chain.unshift(path.relative(SRC, at));
  }
  return chain.join(' → ');
}

/** Each import of zod (or of zod.ts) by a module the entry loads, with the chain that leads there. */
function zodImportsFrom(entry: string): string[] {
  const importedBy = modulesReachedFrom(entry);
  return [...importedBy.keys()]
    .filter((file) => file !== ZOD_MODULE)
    .flatMap((file) =>
      valueImports(file)
        .filter((specifier) => {
          const target = resolveSource(specifier, file);
          return target ? target === ZOD_MODULE : ZOD_PACKAGE.test(specifier);
        })
        .map((specifier) => `${chainTo(file, importedBy)} imports ${specifier}`),
    );
}

// zod is some 370 KB of source and builds every schema as its modules load: on a slow phone that
// delays the first screen, which needs none of it (only the lazily loaded screens' forms do).
it("keeps zod out of the first screen's code", () => {
  expect(modulesReachedFrom(ENTRY).has(ROUTER)).toBe(true);
  expect(zodImportsFrom(ENTRY)).toEqual([]);
});

// The screens a visitor most often lands on load their own chunk before they paint: zod would
// delay them as much. (vite.config.ts keeps zod out of the chunk they share with the forms.)
const EARLY_SCREEN_MODULES = earlyScreenModules();

it('finds the modules of the early screens', () => {
  expect(EARLY_SCREEN_MODULES.map((file) => path.relative(SRC, file))).toEqual([
    'client/app/routes/browse.tsx',
    'client/app/routes/listing-detail.tsx',
    'client/app/routes/share.tsx',
  ]);
});

it.each(EARLY_SCREEN_MODULES.map((file) => [path.basename(file), file]))(
  "keeps zod out of the early screen %s's code",
  (_name, file) => {
    expect(zodImportsFrom(file)).toEqual([]);
  },
);

// The listing and share screens load their Markdown renderer at once, beside their own code.
it('keeps zod out of the Markdown renderer the early screens load', () => {
  expect(zodImportsFrom(path.join(SRC, 'client/components/markdown-renderer.tsx'))).toEqual([]);
});
