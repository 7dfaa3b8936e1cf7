import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build, type Rolldown } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { bundleApart, copiedFor, entryName, original } from "../../scripts/bundle-apart.ts";

// A small project with two entries built as the widgets are (vite.widgets.config.ts): they
// share a runtime module on purpose, and a helper by accident of both using it.
const folder = mkdtempSync(path.join(tmpdir(), "bundle-apart-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function project(files: Record<string, string>) {
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(folder, name), code);
}

async function bundle(): Promise<Rolldown.OutputChunk[]> {
  const inRuntime = (id: string) => id.endsWith("/runtime-part.ts");
  const output = (await build({
    configFile: false,
    root: folder,
    logLevel: "silent",
    plugins: [bundleApart(inRuntime)],
    build: {
      write: false,
      minify: false,
      lib: { entry: { a: "a.ts", b: "b.ts" }, formats: ["es"] },
      rolldownOptions: {
        preserveEntrySignatures: "allow-extension",
        output: {
          entryFileNames: "[name].js",
          chunkFileNames: "chunks/[name].js",
          codeSplitting: { groups: [{ name: "runtime", test: inRuntime }] },
        },
      },
    },
  })) as Rolldown.RolldownOutput[];
  return (output[0]?.output ?? []).flatMap((file) => (file.type === "chunk" ? [file] : []));
}

const RUNTIME_PART = `export const shared = (x: string) => "shared " + x;\n`;
const HELPER = `export const helper = (x: string) => "helper for " + x;\n`;

describe("bundleApart", () => {
  it("gives each entry its own copy of what is not shared, and splits off only the runtime", async () => {
    project({
      "runtime-part.ts": RUNTIME_PART,
      "helper.ts": HELPER,
      "later.ts": `import { helper } from "./helper.ts";\nexport const later = () => helper("later");\n`,
      "a.ts": `import { shared } from "./runtime-part.ts";\nimport { helper } from "./helper.ts";\nconsole.log(shared("a"), helper("a"));\nvoid import("./later.ts").then((m) => m.later());\n`,
      "b.ts": `import { shared } from "./runtime-part.ts";\nimport { helper } from "./helper.ts";\nconsole.log(shared("b"), helper("b"));\n`,
    });
    const chunks = await bundle();
    const named = (name: string) => chunks.find((chunk) => chunk.fileName === name);
    expect(chunks.map((chunk) => chunk.fileName).sort()).toEqual([
      "a.js",
      "b.js",
      "chunks/later.js",
      "chunks/runtime.js",
    ]);
    for (const entry of ["a.js", "b.js"]) {
      expect(named(entry)?.code, entry).toContain('"helper for "');
      expect(named(entry)?.imports, entry).toEqual(["chunks/runtime.js"]);
    }
    expect(named("chunks/runtime.js")?.code).toContain('"shared "');
    expect(named("chunks/runtime.js")?.code).not.toContain('"helper for "');
    // The later chunk takes the helper from its own entry's file rather than a copy of its own.
    expect(named("chunks/later.js")?.imports).toEqual(["a.js"]);
    expect(named("chunks/later.js")?.code).not.toContain('"helper for "');
  });

  it("fails the build when a module would be both in the runtime and copied into an entry", async () => {
    project({
      "helper.ts": HELPER,
      "runtime-part.ts": `import { helper } from "./helper.ts";\nexport const shared = (x: string) => helper(x);\n`,
      "a.ts": `import { shared } from "./runtime-part.ts";\nconsole.log(shared("a"));\n`,
      "b.ts": `import { shared } from "./runtime-part.ts";\nimport { helper } from "./helper.ts";\nconsole.log(shared("b"), helper("b"));\n`,
    });
    await expect(bundle()).rejects.toThrow(/helper\.ts is both shared .* copied into b/);
  });

  it("marks a copy in its id, and reads the mark back", () => {
    expect(entryName("/x/widgets/calorie-deficit-bmi/calorie-deficit-bmi.element.ts")).toBe(
      "calorie-deficit-bmi",
    );
    expect(copiedFor("/x/helper.ts?entry=b")).toBe("b");
    expect(copiedFor("/x/helper.ts")).toBeUndefined();
    expect(original("/x/helper.ts?entry=b")).toBe("/x/helper.ts");
  });
});
