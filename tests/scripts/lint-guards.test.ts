import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layer guards of eslint.config.js (docs/layers.md), run on code held in memory as if
// it sat at the given path in this project.
const ROOT = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });

/** The import-boundary messages ESLint gives `code` placed at `file`. */
async function guardMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, {
    filePath: path.join(ROOT, file),
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "layers/import-boundary")
    .map((m) => m.message);
}

describe("the engine imports nothing from outside engine/", () => {
  it.each([
    ["engine/bmi.ts", 'import { x } from "./units.ts";'],
    ["engine/data/macro-goals.ts", 'import { x } from "../units.ts";'],
    ["engine/data/macro-goals.ts", 'import { x } from "./activity-levels.ts";'],
    ["engine/bmi.ts", 'export { x } from "./data/iotf-cutoffs.ts";'],
    ["engine/bmi.ts", 'import type { x } from "../engine/types.ts";'],
  ])("lets %s import %s", async (file, code) => {
    expect(await guardMessages(file, code)).toEqual([]);
  });

  it.each([
    ["engine/bmi.ts", 'import { x } from "../widgets/shared/format.ts";'],
    ["engine/data/macro-goals.ts", 'import { x } from "../../widgets/shared/format.ts";'],
    ["engine/data/macro-goals.ts", 'import { x } from "../../site/_data/routes.js";'],
    ["engine/bmi.ts", 'import { x } from "../tests/engine/input-error-helpers.ts";'],
    ["engine/bmi.ts", 'import type { x } from "../widgets/shared/define-widget.ts";'],
    ["engine/bmi.ts", 'export * from "../scripts/serve.js";'],
    ["engine/bmi.ts", 'const x = await import("../widgets/embed.ts");'],
    ["engine/bmi.ts", 'let x: import("../widgets/shared/measure.ts").Range;'],
    ["engine/bmi.ts", 'import { x } from "../engine-copy/units.ts";'],
  ])("stops %s importing %s", async (file, code) => {
    const messages = await guardMessages(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("leaves engine/");
  });

  it.each([
    'import { x } from "preact";',
    'import { x } from "react";',
    'import { x } from "node:fs";',
    'import { x } from "fs";',
  ])("refuses a package or Node builtin: %s", async (code) => {
    const messages = await guardMessages("engine/data/macro-goals.ts", code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("is a package or a Node builtin");
  });
});

describe("widgets never import site/ or scripts/", () => {
  it.each([
    ["widgets/runtime.ts", 'import { x } from "../engine/index.ts";'],
    ["widgets/calorie-deficit-bmi/bmi-form.ts", 'import { x } from "../../engine/index.ts";'],
    ["widgets/shared/form/measure.ts", 'import type { x } from "../../../engine/index.ts";'],
    ["widgets/calorie-deficit-bmi/bmi-form.ts", 'import { x } from "../shared/measure.ts";'],
    ["widgets/shared/fields.tsx", 'import { x } from "preact/hooks";'],
    ["widgets/shared/fields.tsx", 'import { x } from "./scripts-free.ts";'],
  ])("lets %s import %s", async (file, code) => {
    expect(await guardMessages(file, code)).toEqual([]);
  });

  it.each([
    ["widgets/runtime.ts", 'import { x } from "../site/_data/routes.js";', "site/"],
    ["widgets/embed.ts", 'import { x } from "../scripts/custom-elements.js";', "scripts/"],
    [
      "widgets/calorie-deficit-bmi/bmi-form.ts",
      'import { x } from "../../site/_includes/lib/route-schema.js";',
      "site/",
    ],
    [
      "widgets/calorie-deficit-basic/deep/er/file.tsx",
      'export { x } from "../../../../scripts/server/resolve-file.js";',
      "scripts/",
    ],
    ["widgets/shared/fields.tsx", 'const x = import("../../site/headers.js");', "site/"],
  ])("stops %s importing %s", async (file, code, folder) => {
    const messages = await guardMessages(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`reaches into ${folder}`);
  });
});

describe("widgets import the engine only through its face, engine/index.ts", () => {
  it.each([
    ["widgets/calorie-deficit-bmi/bmi-form.ts", 'import { x } from "../../engine/body/bmi.ts";'],
    [
      "widgets/shared/form/measure.ts",
      'import type { x } from "../../../engine/input/typed-number.ts";',
    ],
    [
      "widgets/calorie-deficit-macros.element.ts",
      'export { x } from "./../engine/data/macro-goals.ts";',
    ],
    [
      "widgets/calorie-deficit-bmi/bmi-form.ts",
      'const x = await import("../../engine/core/units.ts");',
    ],
  ])("stops %s importing %s", async (file, code) => {
    const messages = await guardMessages(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("reaches past the face of engine/: import from engine/index.ts");
  });
});
