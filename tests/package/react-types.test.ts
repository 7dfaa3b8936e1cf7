import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A strict React 19 app in TypeScript uses the widgets with no declarations of its own: each
// widget's types (dist/widgets/<tag>.d.ts, written by scripts/widget-types.ts) declare its JSX
// element with typed attributes and a typed cdc-result event. Fast: the package is linked
// into a scratch project rather than packed (tests/package/pack-and-install.test.ts packs it),
// and tsc runs twice: once over the React app's two files, once over the plain project.
// Needs the widgets and the engine built (`npm run build`).

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

/**
 * tsc's complaints about each of `files` in `dir`, strict, as an app's tsconfig would ask: ""
 * for a file with none. A complaint about none of `files` (about no file, or about a
 * declaration they import) counts against every one of them.
 */
function compile(dir: string, files: Record<string, string>): Record<string, string> {
  for (const [file, source] of Object.entries(files)) writeFileSync(path.join(dir, file), source);
  const output = tsc(dir, Object.keys(files));
  // One complaint a line, its explanation on the indented lines under it.
  const complaints = output.split(/\n(?=\S)/).filter((complaint) => complaint.trim() !== "");
  return Object.fromEntries(
    Object.keys(files).map((file) => [
      file,
      complaints
        .filter((complaint) => {
          const about = /^(\S+?)\(\d+,\d+\): error/.exec(complaint)?.[1];
          // A complaint about another of `files` is that file's alone.
          return about === file || about === undefined || !(about in files);
        })
        .join("\n"),
    ]),
  );
}

/** tsc's output over `files` in `dir`: "" when it has no complaint. */
function tsc(dir: string, files: string[]): string {
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
        "--pretty",
        "false",
        ...files,
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

/** The React app's complaints: app.tsx (right) and wrong.tsx (wrong), checked in one run. */
let reactApp: Record<string, string> | undefined;
const reactAppComplaints = () =>
  (reactApp ??= compile(app, { "app.tsx": APP, "wrong.tsx": WRONG }));

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

const WRONG = `import "${NAME}/calorie-deficit-basic";
import "${NAME}/calorie-deficit-bmi";
export const a = <calorie-deficit-basic units="metres" />;
export const b = <calorie-deficit-basic variant="vegan" />;
export const c = <calorie-deficit-bmi variant="teen" />;
export const d = <calorie-deficit-bmi oncdc-result={(event) => event.detail.targetCalories} />;
export const e = <calorie-deficit-made-up />;
`;

describe("React 19 + TypeScript (strict)", () => {
  it("compiles an app that uses the widgets' elements and events, with no declarations of its own", () => {
    expect(reactAppComplaints()["app.tsx"]).toBe("");
  }, 60_000);

  it("rejects a unit, a variant or a result field that does not exist", () => {
    const errors = reactAppComplaints()["wrong.tsx"] ?? "";
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
    expect(compile(plain, { "plain.ts": source })["plain.ts"]).toBe("");
  }, 60_000);
});
