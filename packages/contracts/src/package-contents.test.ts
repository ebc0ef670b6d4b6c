import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import ts from 'typescript';
import contractsPackage from '../package.json';

/**
 * The contracts are imported by the server and by every app: they hold schemas, types and the
 * route table. Reading the page belongs to the browser code that needs it, a random draw to the
 * screen that draws, and the site's first content to @lapm/site-seed.
 */
const src = import.meta.dirname;
const browserGlobals = new Set(['document', 'window']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A name that is only a property's (`{ document: … }`, `page.document`) is no global. */
function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent)) {
    return (
      parent.name === node && !(ts.isIdentifier(parent.expression) && parent.expression.text === 'globalThis')
    );
  }
  if (ts.isQualifiedName(parent)) return parent.right === node;
  if (ts.isBindingElement(parent)) return parent.propertyName === node;
  const named =
    ts.isPropertyAssignment(parent) ||
    ts.isPropertySignature(parent) ||
    ts.isPropertyDeclaration(parent) ||
    ts.isMethodDeclaration(parent) ||
    ts.isMethodSignature(parent);
  return named && parent.name === node;
}

/** Where a source reads a browser global or draws at random, as « name:line what ». */
function forbiddenUses(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const uses: string[] = [];
  const at = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    uses.push(`${name}:${line + 1} ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && browserGlobals.has(node.text) && !isPropertyName(node)) at(node, node.text);
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Math' &&
      node.name.text === 'random'
    ) {
      at(node, 'Math.random');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

describe('the contracts package', () => {
  it('reads neither the page nor the window, and draws nothing at random', () => {
    const uses = sourceFiles(src).flatMap((file) =>
      forbiddenUses(relative(src, file), readFileSync(file, 'utf8')),
    );
    expect(uses).toEqual([]);
  });

  it('holds no site content: the first words and prices are in @lapm/site-seed', () => {
    expect(existsSync(join(src, 'siteContentSeed'))).toBe(false);
    expect(Object.keys(contractsPackage.exports)).toEqual(['.']);
  });

  it('finds a global where it is read, not where it is only a property name', () => {
    const probe = [
      "const a = typeof document === 'undefined' ? null : document.title;",
      'const b = window.location;',
      'const c = globalThis.document;',
      'const d = Math.random();',
      'type E = { document: string };',
      'const f = { document: 1, window: 2 };',
      'const g = f.document + f.window;',
      'function h({ document: text }: E) { return text; }',
    ].join('\n');
    expect(forbiddenUses('probe.ts', probe)).toEqual([
      'probe.ts:1 document',
      'probe.ts:1 document',
      'probe.ts:2 window',
      'probe.ts:3 document',
      'probe.ts:4 Math.random',
    ]);
  });
});
