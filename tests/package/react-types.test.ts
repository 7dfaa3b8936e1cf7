import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A strict React 19 app in TypeScript uses the widgets with no declarations of its own: each
// widget's types (dist/widgets/<tag>.d.ts, written by scripts/widget-types.ts) declare its JSX
// element with typed attributes and a typed cdc-result event. Fast: the package is linked
// into a scratch project rather than packed (tests/package/pack-and-install.test.ts packs it),
// and tsc runs three times. Needs the widgets and the engine built (`npm run build`).

const NAME = "calorie-deficit-calculator-uk";
const ROOT = process.cwd();
const TSC = path.join(ROOT, "node_modules", "typescript", "bin", "tsc");
const work = mkdtempSync(path.join(tmpdir(), "react-types-"));

/** A scratch project with our package linked in, and React's types when `react` is true. */
function project(name: string, react: boolean): string {
  const dir = path.join(work, name);
  mkdirSync(path.join(dir, "node_modules", "@types"), { recursive: true });
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name, type: "module" }));
  symlinkSync(ROOT, path.join(dir, "node_modules", NAME), "dir");
  if (react) {
    for (const dep of ["react", "@types/react"]) {
      symlinkSync(path.join(ROOT, "node_modules", dep), path.join(dir, "node_modules", dep), "dir");
    }
  }
  return dir;
}

/** tsc's complaints about `file` in `dir`, strict, as an app's tsconfig would ask: "" if none. */
function compile(dir: string, file: string, source: string): string {
  writeFileSync(path.join(dir, file), source);
  try {
    execFileSync(
      process.execPath,
      [
        TSC,
        "--noEmit",
        "--strict",
        "--noUncheckedIndexedAccess",
        "--exactOptionalPropertyTypes",
        "--jsx",
        "react-jsx",
        "--lib",
        "ES2022,DOM,DOM.Iterable",
        "--module",
        "nodenext",
        "--moduleResolution",
        "nodenext",
        file,
      ],
      { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    );
    return "";
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

let app = "";
let plain = "";
beforeAll(() => {
  app = project("react-app", true);
  plain = project("plain-app", false);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const APP = `import { useEffect, useRef } from "react";
import "${NAME}/calorie-deficit-basic";
import "${NAME}/calorie-deficit-bmi";
import "${NAME}/calorie-deficit-check-in";
import type { CalorieDeficitBasicElement } from "${NAME}/calorie-deficit-basic";

export function Calculators() {
  const basic = useRef<CalorieDeficitBasicElement>(null);
  useEffect(() => {
    const element = basic.current;
    if (!element) return;
    const onResult = (event: CustomEvent<{ targetCalories: number }>) => {
      const kcal: number = event.detail.targetCalories;
      console.log(kcal);
    };
    element.addEventListener("cdc-result", onResult);
    element.addEventListener("cdc-result", (event) => {
      const weeks: number | null = event.detail.weeksToGoal;
      console.log(weeks, event.detail.person.age);
    });
    return () => element.removeEventListener("cdc-result", onResult);
  }, []);
  document.querySelector("calorie-deficit-bmi")?.addEventListener("cdc-result", (event) => {
    const bmi: number = event.detail.bmi;
    console.log(bmi);
  });
  return (
    <main>
      <calorie-deficit-basic ref={basic} variant="teen" units="imperial" calc-delay={0} heading="hide" />
      <calorie-deficit-bmi
        units="metric"
        className="calculator"
        data-section="health"
        aria-label="BMI calculator"
        style={{ "--cdc-accent": "#005eb8" }}
        oncdc-result={(event) => console.log(event.detail.category)}
      />
      <calorie-deficit-check-in variant="default" plan-calories="1800" />
    </main>
  );
}
`;

describe("React 19 + TypeScript (strict)", () => {
  it("compiles an app that uses the widgets' elements and events, with no declarations of its own", () => {
    expect(compile(app, "app.tsx", APP)).toBe("");
  }, 60_000);

  it("rejects a unit, a variant or a result field that does not exist", () => {
    const errors = compile(
      app,
      "wrong.tsx",
      `import "${NAME}/calorie-deficit-basic";
import "${NAME}/calorie-deficit-bmi";
export const a = <calorie-deficit-basic units="metres" />;
export const b = <calorie-deficit-basic variant="vegan" />;
export const c = <calorie-deficit-bmi variant="teen" />;
export const d = <calorie-deficit-bmi oncdc-result={(event) => event.detail.targetCalories} />;
export const e = <calorie-deficit-made-up />;
`,
    );
    const lines = [...errors.matchAll(/^wrong\.tsx\((\d+),\d+\): error/gm)].map((m) =>
      Number(m[1]),
    );
    expect(lines, errors).toEqual([3, 4, 5, 6, 7]);
  }, 60_000);

  it("still compiles for a TypeScript project without React's types", () => {
    const source = `import "${NAME}/calorie-deficit-macros";
const element = document.createElement("calorie-deficit-macros");
element.addEventListener("cdc-result", (event) => console.log(event.detail.calories));
export { element };
`;
    expect(compile(plain, "plain.ts", source)).toBe("");
  }, 60_000);
});
