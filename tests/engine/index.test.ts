import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as engine from "../../engine/index.ts";

// The functions docs/engine-api.md names: the first column of its table and its helpers.
function documentedFunctions(): string[] {
  const doc = readFileSync(new URL("../../docs/engine-api.md", import.meta.url), "utf8");
  const table = doc.slice(doc.indexOf("| function"));
  const tableNames = table
    .slice(0, table.indexOf("\n\n"))
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => (line.split("|")[1] ?? "").match(/`(\w+)/g) ?? [])
    .map((name) => name.slice(1));
  const helpers = doc.slice(doc.indexOf("## Helpers"));
  const helperNames = (helpers.match(/`(\w+)\(/g) ?? []).map((name) => name.slice(1, -1));
  return [...new Set([...tableNames, ...helperNames])];
}

describe("the engine's public API (engine/index.ts)", () => {
  it("exports every function docs/engine-api.md names", () => {
    const names = documentedFunctions();
    expect(names).toEqual(expect.arrayContaining(["basicPlan", "projectWeight", "tQuantile95"]));
    for (const name of names) expect(engine, name).toHaveProperty(name, expect.any(Function));
  });

  it("keeps the weight projection's own constants and workings out of the API", () => {
    for (const internal of ["RHO_F", "RHO_L", "FORBES_C", "fatShareOf"]) {
      expect(engine, internal).not.toHaveProperty(internal);
    }
  });
});
