import {
  bmi,
  BMI_ADULT_AGE,
  BMI_BANDS,
  BMI_FOR_AGE_MIN_AGE,
  type BmiCategory,
  bmiForAge,
  type BmiForAge,
  type BmiForAgeBand,
  type BmiResult,
  type Sex,
} from "../../engine/index.ts";
import type { Units } from "../shared/platform/attributes.ts";
import { number, weight } from "../shared/results/format.ts";
import { PlannedFor, plannedFor } from "../shared/results/planned-for.tsx";
import { carryUrl } from "../shared/persistence/share-url.ts";
import { attempt, type ResultProps } from "../shared/single-screen/single-report.ts";
import type { BmiInput } from "./bmi-form.ts";
import { tag as DEFICIT_TAG } from "../calorie-deficit-basic/description.ts";
import { description } from "./description.ts";

const TAG = description.tag;

/*
 * The BMI calculator's results, loaded once the visitor starts to answer (bmi-form.ts).
 */
export { emitResult, ResultActions, ResultBar } from "../shared/single-screen/single-report.ts";

/** The BMI result with what the form knows beyond the engine's inputs. */
export interface BmiOutcome extends BmiResult {
  heightCm: number;
  weightKg: number;
  age?: number;
  /** False under 18: the adult bands and healthy weight range do not apply. */
  adult: boolean;
  /** From 12 to 17: the BMI read against the IOTF cut-offs for the age, for girls and boys. */
  forAge?: BmiForAge;
}

export function calculate(input: BmiInput) {
  const { age, ...person } = input;
  return attempt(
    { heightCm: "height", weightKg: "weight", waistCm: "waist", ethnicity: "background" },
    (): BmiOutcome => {
      const adult = age === undefined || age >= BMI_ADULT_AGE;
      const forAge = adult ? undefined : bmiForAge({ ...person, age });
      // NICE's waist-to-height bands are for adults (NICE NG246), so an under-18's ratio is
      // shown without one.
      const { waistToHeightBand, ...result } = bmi(person);
      return {
        ...result,
        ...(adult && waistToHeightBand ? { waistToHeightBand } : {}),
        heightCm: person.heightCm,
        weightKg: person.weightKg,
        adult,
        ...(age === undefined ? {} : { age }),
        ...(forAge ? { forAge } : {}),
      };
    },
  );
}

export function summary(r: BmiOutcome): string {
  return `Your BMI is ${number(r.bmi, 1)}${r.adult ? `: ${r.categoryLabel}.` : "."}`;
}

const WAIST_MESSAGE: Record<string, string> = {
  low: "Your waist is less than 40% of your height.",
  healthy:
    "Your waist is less than half your height. NICE says this means no increased health risk.",
  increased: "Your waist is half your height or more. NICE says this increases your health risk.",
  high: "Your waist is 60% of your height or more. NICE says this means a high health risk. Your GP can help.",
};

const YOUNG_WAIST_MESSAGE =
  "The health risk bands for this ratio are for adults, so we cannot say what it means under 18. If you are worried, talk to a GP or school nurse.";

// Above the healthy band, a calorie deficit is the usual next step (NHS, "Losing weight").
const ABOVE_HEALTHY: readonly BmiCategory[] = ["overweight", "obese-1", "obese-2", "obese-3"];
// What the BMI form shares with the calorie deficit calculator, by the same names.
const CARRIED = ["age", "height", "heightFt", "heightIn", "weight", "weightSt", "weightLb"];

/** The adult bands, the visitor's highlighted, and the healthy weight for their height. */
function AdultBands({ r, units }: { r: BmiOutcome; units: Units }) {
  return (
    <>
      <ol className="bmi-scale" aria-label="BMI bands">
        {BMI_BANDS[r.thresholds].map((band) => (
          <li
            key={band.category}
            className={
              band.category === r.category
                ? `band ${band.category} current`
                : `band ${band.category}`
            }
            aria-current={band.category === r.category ? "true" : undefined}
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
    </>
  );
}

const SEX_ROWS: readonly { sex: Sex; label: string }[] = [
  { sex: "female", label: "Girls" },
  { sex: "male", label: "Boys" },
];
const FOR_AGE_BANDS: Record<BmiForAgeBand, string> = {
  thinness: "Below the healthy range",
  healthy: "Healthy weight",
  overweight: "Above the healthy range",
};

/** Under 18: no adult bands; the IOTF cut-offs for the age, from 12, for girls and boys. */
function ChildBmi({ r, units }: { r: BmiOutcome; units: Units }) {
  const forAge = r.forAge;
  return (
    <div className="panel for-age">
      <h4>BMI for under-18s</h4>
      <p>
        Children and teenagers grow and change shape, so their BMI is compared with others of the
        same age and sex (as a centile), not with the adult bands. The adult healthy weight range
        does not apply.
      </p>
      {forAge ? (
        <>
          <table>
            <caption>For age {forAge.age}, by the international (IOTF) cut-offs</caption>
            <thead>
              <tr>
                <th scope="col">Sex</th>
                <th scope="col">Healthy weight at your height</th>
                <th scope="col">Your BMI of {number(r.bmi, 1)}</th>
              </tr>
            </thead>
            <tbody>
              {SEX_ROWS.map(({ sex, label }) => {
                const cut = forAge.bySex[sex];
                return (
                  <tr key={sex}>
                    <th scope="row">{label}</th>
                    <td>
                      {weight(cut.healthyWeightKg.minKg, units)} to{" "}
                      {weight(cut.healthyWeightKg.maxKg, units)}
                      <span className="sub">
                        BMI {number(cut.thinness, 2)} to under {number(cut.overweight, 2)}
                      </span>
                    </td>
                    <td>{FOR_AGE_BANDS[cut.band]}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="hint">
            These cut-offs (Cole and others, 2000 and 2007) follow the centile lines that reach a
            BMI of 18.5 and 25 at 18. A GP or school nurse uses the UK growth charts, which can give
            a slightly different answer.
          </p>
        </>
      ) : (
        <p>
          We give the international cut-offs from age {BMI_FOR_AGE_MIN_AGE}. For a younger child,
          use the NHS calculator below, which compares their BMI with UK children of the same age
          and sex.
        </p>
      )}
      <p>
        The{" "}
        <a
          href="https://www.nhs.uk/health-assessment-tools/calculate-your-body-mass-index/calculate-bmi-for-children-teenagers"
          target="_blank"
          rel="noopener noreferrer"
        >
          NHS BMI calculator for children and teenagers (opens in a new tab)
        </a>{" "}
        gives the centile. If you are worried about a child's weight, talk to a GP or school nurse.
        Children should not diet.
      </p>
    </div>
  );
}

export function Result({ r, units, values, nextHref }: ResultProps<BmiInput, BmiOutcome>) {
  const deficit =
    r.adult && ABOVE_HEALTHY.includes(r.category)
      ? carryUrl(
          { tag: TAG, name: "next-href", value: nextHref },
          DEFICIT_TAG,
          Object.fromEntries(
            CARRIED.flatMap((name) => (values[name] ? [[name, values[name]]] : [])),
          ),
          units,
        )
      : undefined;
  return (
    <>
      <PlannedFor
        text={plannedFor({ age: r.age, heightCm: r.heightCm, weightKg: r.weightKg }, units)}
      />
      <p className="headline" part="headline">
        <span className="value">{number(r.bmi, 1)}</span>{" "}
        {r.adult ? r.categoryLabel : "Read for your age and sex, below"}
      </p>
      {r.adult ? <AdultBands r={r} units={units} /> : <ChildBmi r={r} units={units} />}
      {deficit ? (
        <div className="panel next-step" part="next-step">
          <h4>Next step</h4>
          <p>
            A small, steady calorie deficit is the usual way to reach a healthier weight. Our
            calorie deficit calculator can plan a safe one for you, with the answers you gave here
            already filled in.
          </p>
          <p>
            <a href={deficit}>Plan your calorie deficit</a>
          </p>
        </div>
      ) : null}
      {r.waistToHeight !== undefined ? (
        <p className="panel">
          Waist-to-height ratio: <strong>{number(r.waistToHeight, 2)}</strong>.{" "}
          {r.waistToHeightBand ? WAIST_MESSAGE[r.waistToHeightBand] : YOUNG_WAIST_MESSAGE}
        </p>
      ) : null}
      <h4>When BMI is not the whole story</h4>
      <ul className="notes">
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
