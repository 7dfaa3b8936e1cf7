import {
  frameFromWrist,
  idealWeight,
  type IdealWeightResult,
  type Sex,
} from "../../engine/index.ts";
import type { Units } from "../shared/platform/attributes.ts";
import { weight } from "../shared/results/format.ts";
import { PlannedFor, plannedFor } from "../shared/results/planned-for.tsx";
import { attempt, type ResultProps } from "../shared/single-screen/single-report.ts";
import type { IdealWeightInput } from "./ideal-weight-form.ts";

/*
 * The ideal weight calculator's results, loaded once the visitor starts to answer
 * (ideal-weight-form.ts).
 */
export { emitResult, ResultActions, ResultBar } from "../shared/single-screen/single-report.ts";

export interface IdealWeightOutcome extends IdealWeightResult {
  sex: Sex;
  /** True when the frame came from the wrist measurement. */
  frameFromWrist: boolean;
}

export function calculate(input: IdealWeightInput) {
  const { sex, heightCm } = input;
  return attempt({ heightCm: "height", wristCm: "wrist" }, (): IdealWeightOutcome => {
    const byWrist = "wristCm" in input;
    const frame = byWrist
      ? frameFromWrist({ sex, heightCm, wristCm: input.wristCm }).frame
      : input.frame;
    return { ...idealWeight({ sex, heightCm, frame }), sex, frameFromWrist: byWrist };
  });
}

export function summary(r: IdealWeightOutcome, units: Units): string {
  return `A healthy weight for your height is ${weight(r.healthyBmiRange.minKg, units)} to ${weight(r.healthyBmiRange.maxKg, units)}.`;
}

const FORMULAS = [
  { key: "devine", name: "Devine (1974)" },
  { key: "robinson", name: "Robinson (1983)" },
  { key: "miller", name: "Miller (1983)" },
  { key: "hamwi", name: "Hamwi (1964)" },
] as const;

export function Result({ r, units, input }: ResultProps<IdealWeightInput, IdealWeightOutcome>) {
  return (
    <>
      <PlannedFor text={plannedFor({ sex: input.sex, heightCm: input.heightCm }, units)} />
      <p className="headline" part="headline">
        <span className="value">
          {weight(r.healthyBmiRange.minKg, units)} to {weight(r.healthyBmiRange.maxKg, units)}
        </span>
        A healthy weight for your height (BMI 18.5 to 24.9)
      </p>
      <table>
        <caption>
          The four classic formulas, for a {r.frame} frame
          {r.frameFromWrist ? " (from your wrist)" : ""}
        </caption>
        <thead>
          <tr>
            <th scope="col">Formula</th>
            <th scope="col">Ideal weight</th>
          </tr>
        </thead>
        <tbody>
          {FORMULAS.map((f) => (
            <tr key={f.key}>
              <th scope="row">{f.name}</th>
              <td>{weight(r[f.key], units)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {r.belowFiveFeet ? (
        <p className="panel">
          These formulas were made for people 5 feet (152 cm) or taller. Below that, we extend them
          in a straight line, so treat the four figures as a rough guide and rely on the healthy BMI
          range instead.
        </p>
      ) : null}
      <p>
        The formulas were first made to work out medicine doses, not to judge how anyone should
        look. A healthy weight is a range, and the BMI range above is the one the NHS uses.
      </p>
    </>
  );
}

export { readIdealWeightForm as read } from "./ideal-weight-form.ts";
