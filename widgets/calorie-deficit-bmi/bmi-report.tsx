import { bmi, BMI_BANDS, type BmiResult } from "../../engine/bmi.ts";
import type { Units } from "../shared/attributes.ts";
import { number, weight } from "../shared/format.ts";
import { attempt } from "../shared/single-report.ts";
import type { BmiInput } from "./bmi-form.ts";

/*
 * The BMI calculator's results, loaded once the visitor starts to answer (bmi-form.ts).
 */
export { emitResult, ResultActions } from "../shared/single-report.ts";

/** The BMI result with what the form knows beyond the engine's inputs. */
export interface BmiOutcome extends BmiResult {
  heightCm: number;
  weightKg: number;
  age?: number;
}

export function calculate(input: BmiInput) {
  const { age, ...person } = input;
  return attempt(
    { heightCm: "height", weightKg: "weight", waistCm: "waist", ethnicity: "background" },
    (): BmiOutcome => ({
      ...bmi(person),
      heightCm: person.heightCm,
      weightKg: person.weightKg,
      ...(age === undefined ? {} : { age }),
    }),
  );
}

export function summary(r: BmiOutcome): string {
  return `Your BMI is ${number(r.bmi, 1)}${r.age !== undefined && r.age < 18 ? "." : `: ${r.categoryLabel}.`}`;
}

const WAIST_MESSAGE: Record<string, string> = {
  low: "Your waist is less than 40% of your height.",
  healthy:
    "Your waist is less than half your height. NICE says this means no increased health risk.",
  increased: "Your waist is half your height or more. NICE says this increases your health risk.",
  high: "Your waist is 60% of your height or more. NICE says this means a high health risk. Your GP can help.",
};

export function Result({ r, units }: { r: BmiOutcome; units: Units }) {
  const bands = BMI_BANDS[r.thresholds];
  // Adult bands do not apply under 18 (the NHS uses centiles for children).
  const adult = r.age === undefined || r.age >= 18;
  return (
    <>
      <p className="headline" part="headline">
        <span className="value">{number(r.bmi, 1)}</span>{" "}
        {adult ? r.categoryLabel : "Under 18: see the note below"}
      </p>
      <ol className="bmi-scale" aria-label="BMI bands">
        {bands.map((band) => (
          <li
            key={band.category}
            className={
              band.category === r.category
                ? `band ${band.category} current`
                : `band ${band.category}`
            }
            aria-current={adult && band.category === r.category ? "true" : undefined}
          >
            <span className="band-name">{band.label}</span>
            <span className="band-range">{band.rangeText}</span>
          </li>
        ))}
      </ol>
      <p>
        A healthy weight for your height is{" "}
        <strong>
          {weight(r.healthyWeightKg.minKg, units)} to {weight(r.healthyWeightKg.maxKg, units)}
        </strong>
        .
        {r.thresholds === "lower-threshold"
          ? " This uses NICE's lower thresholds for your family background."
          : ""}
      </p>
      {r.waistToHeight !== undefined && r.waistToHeightBand ? (
        <p className="panel">
          Waist-to-height ratio: <strong>{number(r.waistToHeight, 2)}</strong>.{" "}
          {WAIST_MESSAGE[r.waistToHeightBand]}
        </p>
      ) : null}
      <h4>When BMI is not the whole story</h4>
      <ul className="notes">
        {r.age !== undefined && r.age < 18 ? (
          <li>
            <strong>Under 18s:</strong> children's and teenagers' BMI is compared with others of the
            same age and sex, as a centile, so the adult bands above do not apply. Use the{" "}
            <a
              href="https://www.nhs.uk/health-assessment-tools/calculate-your-body-mass-index/calculate-bmi-for-children-teenagers"
              target="_blank"
              rel="noopener noreferrer"
            >
              NHS BMI calculator for children and teenagers (opens in a new tab)
            </a>
            .
          </li>
        ) : null}
        <li>
          <strong>Pregnancy:</strong> BMI does not apply while you are pregnant. Your midwife uses
          your weight before pregnancy instead.
        </li>
        <li>
          <strong>Very muscular people:</strong> muscle is heavy, so athletes can have a high BMI
          without extra fat. A waist measurement helps here.
        </li>
      </ul>
    </>
  );
}

export { readBmiForm as read } from "./bmi-form.ts";
