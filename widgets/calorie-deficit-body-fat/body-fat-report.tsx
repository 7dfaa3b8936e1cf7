import {
  BODY_FAT_CATEGORIES,
  BODY_FAT_METHODS,
  type BodyFatMethod,
  type BodyFatResult,
  navyBodyFat,
  type Sex,
  skinfoldBodyFat,
} from "../../engine/index.ts";
import { number, weight } from "../shared/results/format.ts";
import { PlannedFor, plannedFor } from "../shared/results/planned-for.tsx";
import { attempt, type ResultProps } from "../shared/single-screen/single-report.ts";
import type { BodyFatInput } from "./body-fat-form.ts";

/*
 * The body fat calculator's results, loaded once the visitor starts to answer
 * (body-fat-form.ts).
 */
export { emitResult, ResultActions, ResultBar } from "../shared/single-screen/single-report.ts";

export interface BodyFatOutcome extends BodyFatResult {
  method: Extract<BodyFatMethod, "navy" | "skinfold">;
  sex: Sex;
}

export function calculate(input: BodyFatInput) {
  if (input.method === "skinfold") {
    const { method, ...folds } = input;
    return attempt({ weightKg: "weight" }, (): BodyFatOutcome => ({
      ...skinfoldBodyFat(folds),
      method,
      sex: input.sex,
    }));
  }
  const { method, ...tape } = input;
  return attempt(
    { heightCm: "height", neckCm: "neck", waistCm: "waist", hipCm: "hip", weightKg: "weight" },
    (): BodyFatOutcome => ({ ...navyBodyFat(tape), method, sex: input.sex }),
  );
}

export function summary(r: BodyFatOutcome): string {
  return `Your body fat is about ${number(r.bodyFatPct, 1)}%: ${r.categoryLabel}.`;
}

/** Who the estimate is for: sex, and the age or height and weight the method asked. */
function whoFor(input: BodyFatInput) {
  return {
    sex: input.sex,
    age: input.method === "skinfold" ? input.age : undefined,
    heightCm: input.method === "navy" ? input.heightCm : undefined,
    weightKg: input.weightKg,
  };
}

export function Result({ r, units, input }: ResultProps<BodyFatInput, BodyFatOutcome>) {
  return (
    <>
      <PlannedFor text={plannedFor(whoFor(input), units)} />
      <p className="headline" part="headline">
        <span className="value">{number(r.bodyFatPct, 1)}%</span> {r.categoryLabel}
      </p>
      {r.fatMassKg !== undefined && r.leanMassKg !== undefined ? (
        <dl className="tiles">
          <div className="tile">
            <dt>Fat mass</dt>
            <dd>{weight(r.fatMassKg, units)}</dd>
          </div>
          <div className="tile">
            <dt>Lean mass</dt>
            <dd>{weight(r.leanMassKg, units)}</dd>
          </div>
        </dl>
      ) : null}
      <table>
        <caption>Body fat categories ({r.sex === "female" ? "women" : "men"})</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Body fat</th>
          </tr>
        </thead>
        <tbody>
          {BODY_FAT_CATEGORIES[r.sex].map((band) => (
            <tr
              key={band.category}
              className={band.category === r.category ? "current" : undefined}
            >
              <th scope="row">
                {band.label}
                {band.category === r.category ? (
                  <span className="visually-hidden"> (you)</span>
                ) : null}
              </th>
              <td>{band.rangeText}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <caption>How accurate each method is</caption>
        <thead>
          <tr>
            <th scope="col">Method</th>
            <th scope="col">Typical error</th>
          </tr>
        </thead>
        <tbody>
          {BODY_FAT_METHODS.map((m) => (
            <tr key={m.method} className={m.method === r.method ? "current" : undefined}>
              <th scope="row">
                {m.label}
                {m.method === r.method ? (
                  <span className="visually-hidden"> (used here)</span>
                ) : null}
              </th>
              <td>±{number(m.accuracyPct, 1)} percentage points</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export { readBodyFatForm as read } from "./body-fat-form.ts";
