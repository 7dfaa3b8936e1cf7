import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

// Server rendering: every widget entry point the package exports, the loader included,
// imports in plain Node (no DOM, no jsdom) without throwing, and defines nothing there: no
// global appears, no promise is left to reject. Each is imported in a Node process of its own,
// as a server would (`npm run build:widgets` first; `npm test` builds).

const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  exports: Record<string, string | { types: string; default: string }>;
};

/** The package's JavaScript entry points under dist/widgets/, by export name. */
const ENTRY_POINTS = Object.entries(manifest.exports).flatMap(([name, target]) => {
  const file = typeof target === "string" ? target : target.default;
  return file.startsWith("./dist/widgets/") && file.endsWith(".js") ? [{ name, file }] : [];
});

/** Imports `file` in a fresh Node and reports what it threw and which globals it added. */
const PROBE = `
const before = new Set(Object.getOwnPropertyNames(globalThis));
const problems = [];
process.on("unhandledRejection", (reason) => problems.push("rejected: " + String(reason)));
process.on("uncaughtException", (error) => problems.push("threw later: " + String(error)));
try {
  await import(process.argv[1]);
} catch (error) {
  problems.push("threw: " + String(error));
}
await new Promise((resolve) => setTimeout(resolve, 100));
const added = Object.getOwnPropertyNames(globalThis).filter((name) => !before.has(name));
process.stdout.write(JSON.stringify({ problems, added }));
`;

function importInNode(file: string): { problems: string[]; added: string[] } {
  const url = pathToFileURL(path.resolve(file)).href;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", PROBE, url], {
    encoding: "utf8",
    timeout: 20_000,
  });
  return JSON.parse(out) as { problems: string[]; added: string[] };
}

describe("each entry point in Node with no DOM", () => {
  it("the package exports the loader and every widget", () => {
    expect(ENTRY_POINTS.map((e) => e.name)).toContain("./embed");
    expect(ENTRY_POINTS.length).toBeGreaterThanOrEqual(9);
    for (const { file } of ENTRY_POINTS) expect(existsSync(file), file).toBe(true);
  });

  it.each(ENTRY_POINTS)("$name imports, throws nothing and defines nothing", ({ file }) => {
    expect(importInNode(file)).toEqual({ problems: [], added: [] });
  });
});
