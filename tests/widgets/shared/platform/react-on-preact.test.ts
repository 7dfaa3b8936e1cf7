import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import * as layer from "../../../../widgets/shared/platform/react-on-preact.ts";

/*
 * The widgets are type-checked against React but built on Preact core through a thin layer
 * (widgets/shared/platform/react-on-preact.ts). A React name the layer lacks would type-check and then
 * break the build, so ESLint refuses it first, with a message that says what to do.
 */

// One ESLint for every test: loading its configuration takes a few seconds on a busy machine.
const eslint = new ESLint();

/** The React names ESLint lets a widget import (eslint.config.js). */
async function allowedNames(): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile("widgets/shared/example.tsx")) as {
    rules: Record<string, [unknown, { paths: { name: string; allowImportNames?: string[] }[] }]>;
  };
  const [, options] = config.rules["@typescript-eslint/no-restricted-imports"] ?? [];
  return options?.paths.find((path) => path.name === "react")?.allowImportNames ?? [];
}

const lint = async (code: string, filePath = "widgets/shared/example.tsx") => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
};

describe("the React names widgets may use", { timeout: 30_000 }, () => {
  it("are exactly the names the thin layer gives them, besides createRoot for r2wc", async () => {
    const given = Object.keys(layer).filter((name) => !["default", "createRoot"].includes(name));
    expect(given.sort()).toEqual((await allowedNames()).sort());
  });

  it("do not include one the layer lacks: importing memo fails lint, naming the layer", async () => {
    const messages = await lint('import { memo } from "react";\nexport const m = memo;\n');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("@typescript-eslint/no-restricted-imports");
    expect(messages[0]).toContain("'memo' import from 'react' is restricted");
    expect(messages[0]).toContain("widgets/shared/platform/react-on-preact.ts");
  });

  it("include every type, in an import type line, and the hooks the layer gives", async () => {
    const code =
      'import type { ReactNode, MemoExoticComponent } from "react";\n' +
      'import { useState } from "react";\n' +
      "export type T = [ReactNode, MemoExoticComponent<() => null>, typeof useState];\n";
    expect(await lint(code)).toEqual([]);
  });

  it("come from react, never from preact directly", async () => {
    const messages = await lint(
      'import { useState } from "preact/hooks";\nexport const s = useState;\n',
    );
    expect(messages).toEqual([
      expect.stringContaining('Widgets are React components: import from "react".'),
    ]);
  });
});
