import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

// The configuration names files by path; a file renamed or deleted must not leave a rule
// pointing at nothing, where it would silently stop guarding anything.
const ROOT = path.resolve(import.meta.dirname, "../..");

type Block = { files?: unknown[]; ignores?: unknown[] };
const config = (
  (await import(pathToFileURL(path.join(ROOT, "eslint.config.js")).href)) as { default: Block[] }
).default;

/** Every plain path (no glob) that a configuration block names in `files` or `ignores`. */
function namedPaths(): string[] {
  const named = config.flatMap((block) => [...(block.files ?? []), ...(block.ignores ?? [])]);
  return named
    .flat()
    .filter((entry): entry is string => typeof entry === "string")
    .filter((entry) => !/[*?{}[\]!]/.test(entry));
}

/** Build output and tools' folders: named to be ignored, absent on a fresh clone. */
const GENERATED = new Set([
  "dist/",
  "lib/",
  "node_modules/",
  "test-results/",
  "playwright-report/",
]);

describe("eslint.config.js", () => {
  it("names plain paths, so this check has something to check", () => {
    expect(namedPaths().filter((entry) => !GENERATED.has(entry)).length).toBeGreaterThan(0);
  });

  it("names only files and folders that exist", () => {
    const missing = namedPaths()
      .filter((entry) => !GENERATED.has(entry))
      .filter((entry) => !existsSync(path.join(ROOT, entry)));
    expect(missing).toEqual([]);
  });
});
