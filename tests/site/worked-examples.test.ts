// docs/safety-rules.md, "Words match numbers": page copy and worked examples agree with what
// the engine returns for the same person. Each content page lists its worked examples in its
// front matter:
//   workedExamples:
//     - name: Sarah                      # for messages
//       calculator: basic                # see CALCULATORS below
//       variant: default                 # basic and advanced only
//       input: { age: 40, gender: female, height: 165, weight: 80, ... }
//       expect:
//         tdee: 2022                     # a dotted path in the result: the figure the text states
//         macros.protein.grams: 138
//         targetCalories.average: { value: 1441, text: "1,441 kcal on average" }
//
// For each figure this test checks that the engine gives it (to the decimals written) and that
// the page's markdown body states it as written: "2,022 kcal", "138 g", "0.5 kg", or the
// `text` given, so the prose and the front matter cannot drift apart.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  advancedPlan,
  basicPlan,
  bmi,
  calorieNeeds,
  checkInTarget,
  estimateMaintenance,
  idealWeight,
  macroSplit,
  navyBodyFat,
  projectWeight,
} from "../../engine/index.ts";
import { splitFrontMatter } from "../../site/_includes/lib/content.js";

type Input = Record<string, unknown>;
type Run = (input: Input, variant: string | undefined) => unknown;

// One name per engine function a page's example can use.
const CALCULATORS: Record<string, Run> = {
  basic: (input, variant) =>
    basicPlan(input as unknown as Parameters<typeof basicPlan>[0], variant),
  advanced: (input, variant) =>
    advancedPlan(input as unknown as Parameters<typeof advancedPlan>[0], variant),
  bmi: (input) => bmi(input as unknown as Parameters<typeof bmi>[0]),
  bodyFat: (input) => navyBodyFat(input as unknown as Parameters<typeof navyBodyFat>[0]),
  idealWeight: (input) => idealWeight(input as unknown as Parameters<typeof idealWeight>[0]),
  calories: (input) => calorieNeeds(input as unknown as Parameters<typeof calorieNeeds>[0]),
  macros: (input) => macroSplit(input as unknown as Parameters<typeof macroSplit>[0]),
  projection: (input) => projectWeight(input as unknown as Parameters<typeof projectWeight>[0]),
  // input: { entries: [{ date, weightKg, intakeKcal? }], person: { sex, age, heightCm, intakeKcal? } }
  maintenance: (input) => {
    const { entries, person } = input as unknown as {
      entries: Parameters<typeof estimateMaintenance>[0];
      person: Parameters<typeof estimateMaintenance>[1];
    };
    return estimateMaintenance(entries, person);
  },
  checkInTarget: (input, variant) =>
    checkInTarget(input as unknown as Parameters<typeof checkInTarget>[0], variant),
};

// How the pages write a figure, from the last part of its path.
const KCAL = new Set([
  "bmr",
  "tdee",
  "adjustedTdee",
  "maintenance",
  "targetCalories",
  "dailyDeficit",
  "training",
  "rest",
  "average",
  "calories",
  "floor",
  "mifflin",
  "harris",
  "katch",
  "cunningham",
]);
const GRAMS = new Set(["grams", "dailyProtein", "fiber", "carbs"]);
const KG = new Set([
  "weeklyLoss",
  "totalWeightLoss",
  "lowestTargetKg",
  "weightKg",
  "minKg",
  "maxKg",
  "devine",
  "robinson",
  "miller",
  "hamwi",
  "fatMassKg",
  "leanMassKg",
  "initial",
]);
const PERCENT = new Set(["percentage", "bodyFatPct", "week1to4", "week5to12", "week13plus"]);

function unitFor(pathText: string): string {
  const parts = pathText.split(".");
  const last = parts[parts.length - 1] ?? "";
  const key = /^\d+$/.test(last) ? (parts[parts.length - 2] ?? "") : last;
  if (KCAL.has(key)) return " kcal";
  if (GRAMS.has(key)) return " g";
  if (KG.has(key)) return " kg";
  if (PERCENT.has(key)) return "%";
  return "";
}

function decimalsOf(value: number): number {
  const text = String(value);
  const dot = text.indexOf(".");
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** A figure as the pages write it: "2,022", "0.5", "84.1". */
function formatted(value: number): string {
  const decimals = decimalsOf(value);
  return value.toLocaleString("en-GB", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function at(result: unknown, pathText: string): unknown {
  let node: unknown = result;
  for (const part of pathText.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** True when `text` appears in `body` without digits running on either side. */
function states(body: string, text: string): boolean {
  const before = /^[\d]/.test(text) ? "(?<![\\d.,])" : "";
  const after = /[a-z]$/i.test(text) ? "(?![a-z])" : /\d$/.test(text) ? "(?![\\d]|[.,]\\d)" : "";
  return new RegExp(`${before}${escape(text)}${after}`, "i").test(body);
}

interface Expected {
  value: number;
  text?: string;
}

interface Example {
  name: string;
  calculator: string;
  variant?: string;
  input: Input;
  expect: Record<string, number | Expected>;
}

const folder = path.resolve(import.meta.dirname, "../../site/content");
const pages = readdirSync(folder)
  .filter((name) => name.endsWith(".md"))
  .sort()
  .map((name) => {
    const file = path.join(folder, name);
    const { data, body } = splitFrontMatter(readFileSync(file, "utf8"), file);
    return { name, body, examples: (data.workedExamples ?? []) as Example[] };
  });

// Every page works through at least one example, except the children's page, which quotes
// SACN's table of energy needs by age (the engine's own tests check that table).
const WITHOUT_EXAMPLES = new Set(["kids-calorie-deficit-calculator.md"]);

describe("the worked examples on the content pages", () => {
  it("finds the content pages", () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  for (const page of pages) {
    describe(page.name, () => {
      it("lists the examples its text works through in workedExamples", () => {
        expect(Array.isArray(page.examples)).toBe(true);
        if (!WITHOUT_EXAMPLES.has(page.name)) expect(page.examples.length).toBeGreaterThan(0);
      });

      page.examples.forEach((example, index) => {
        const label = `${example.name ?? `example ${index + 1}`} (${example.calculator}${example.variant ? `, ${example.variant}` : ""})`;
        it(`${label}: the engine gives every figure the page states, and the page states it`, () => {
          const run = CALCULATORS[example.calculator];
          expect(run, `unknown calculator "${example.calculator}"`).toBeDefined();
          expect(Object.keys(example.expect ?? {}).length).toBeGreaterThan(0);
          const result = run?.(example.input, example.variant);
          for (const [pathText, expected] of Object.entries(example.expect)) {
            const { value, text } =
              typeof expected === "number" ? { value: expected, text: undefined } : expected;
            const actual = at(result, pathText);
            expect(typeof actual, `${pathText} is not a number in the result`).toBe("number");
            expect(roundTo(actual as number, decimalsOf(value)), pathText).toBe(value);
            const written = text ?? `${formatted(value)}${unitFor(pathText)}`;
            expect(written, "the text must contain the figure").toContain(
              formatted(Math.abs(value)),
            );
            expect(states(page.body, written), `the text should state "${written}"`).toBe(true);
          }
        });
      });
    });
  }
});
