import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// No module may import itself again through others (docs/layers.md, "No circles"): a circle
// makes the order modules run in depend on which one a page happens to load first, and hides
// which of them is the lower layer. Type-only imports count: they are the same knot.

const ROOT = path.resolve(import.meta.dirname, "..");
const FOLDERS = ["engine", "widgets", "site", "scripts"];
const SOURCE = /\.(ts|tsx|js|mjs)$/;

/** Every source file under `folder`, as a path from the project root. */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .map((file) => path.join(folder, file))
    .filter((file) => SOURCE.test(file) && !file.endsWith(".d.ts"))
    .filter((file) => statSync(path.join(ROOT, file)).isFile());
}

/** The project files `file` imports by path: static imports and re-exports, and `import()`. */
export function importsOf(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => path.join(path.dirname(file), specifier.replace(/\?.*$/, "")))
    .filter((target) => SOURCE.test(target));
}

/** Every module `from` leads to, through one import or more. */
function reachable(graph: Map<string, string[]>, from: string): Set<string> {
  const seen = new Set<string>();
  const next = [...(graph.get(from) ?? [])];
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    next.push(...(graph.get(file) ?? []));
  }
  return seen;
}

/** Each group of modules that import one another round, each group sorted. */
export function circles(graph: Map<string, string[]>): string[][] {
  const reach = new Map([...graph.keys()].map((file) => [file, reachable(graph, file)]));
  const groups = new Map<string, string[]>();
  for (const [file, leadsTo] of reach) {
    if (!leadsTo.has(file)) continue;
    const group = [...leadsTo].filter((other) => reach.get(other)?.has(file)).sort();
    groups.set(group.join(" "), group);
  }
  return [...groups.values()];
}

describe("import circles", () => {
  it("finds a circle, and only a circle", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
      ["e.ts", ["e.ts"]],
    ]);
    expect(circles(graph)).toEqual([["a.ts", "b.ts", "c.ts"], ["e.ts"]]);
  });

  it("reads static imports, re-exports, type imports and import() by path", () => {
    const text = [
      'import { a } from "./a.ts";',
      'import type { B } from "../b.ts";',
      'export { c } from "./c.ts";',
      'const d = () => import("./d.ts");',
      'import { h } from "preact/hooks";',
      'import css from "./e.css?inline";',
    ].join("\n");
    expect(importsOf("widgets/x/y.ts", text)).toEqual([
      "widgets/x/a.ts",
      "widgets/b.ts",
      "widgets/x/c.ts",
      "widgets/x/d.ts",
    ]);
  });

  it.each(FOLDERS)("none among the modules of %s/ and what they import", (folder) => {
    const graph = new Map<string, string[]>();
    for (const file of FOLDERS.flatMap(sourceFiles)) {
      graph.set(file, importsOf(file, readFileSync(path.join(ROOT, file), "utf8")));
    }
    const inFolder = circles(graph).filter((group) =>
      group.some((file) => file.startsWith(`${folder}${path.sep}`)),
    );
    expect(inFolder).toEqual([]);
  });
});
