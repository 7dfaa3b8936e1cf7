import { longDate } from "../../../engine/index.ts";
import type { Units } from "../platform/attributes.ts";
import type { Choice } from "../form/fields.tsx";
import { rate, weight } from "./format.ts";
import { wholeImperial } from "../form/measure-amount.ts";

/** One answer the visitor gave, as it reads on paper. */
export interface Answer {
  label: string;
  value: string;
}

/** The label of the chosen option, or the value itself when no option matches. */
export function chosen(choices: readonly Choice[], value: number | string | undefined): string {
  const text = String(value ?? "");
  return choices.find((c) => c.value === text)?.label ?? text;
}

/** A metric weight or height from the engine's input, in the visitor's units. */
export function measured(value: number, kind: "height" | "weight", units: Units): string {
  if (kind === "weight") return weight(value, units);
  if (units === "metric") return `${Math.round(value)} cm`;
  // Whole inches carried into the next foot: 5 ft 11.6 in is "6 ft 0 in", not "5 ft 12 in".
  const [feet, inches] = wholeImperial(value, "height");
  return `${feet} ft ${inches} in`;
}

/** A weekly rate of loss or gain, in the visitor's units. */
export function weekly(kgPerWeek: number, units: Units): string {
  return `${rate(kgPerWeek, units)} a week`;
}

/** A date as people write it in the UK, or the text as typed if it is not a date. */
export function dated(iso: string): string {
  try {
    return longDate(iso);
  } catch {
    return iso;
  }
}

/**
 * The visitor's answers, shown only on paper (the print rules of base.css): a printed plan
 * says whom it was planned for. On screen the form and the share link hold them.
 */
export function Answers({ answers }: { answers: readonly Answer[] }) {
  return (
    <section className="answers print-only" aria-labelledby="answers-heading">
      <h3 id="answers-heading">Your answers</h3>
      <dl>
        {answers.map((a) => (
          <div key={a.label}>
            <dt>{a.label}</dt>
            <dd>{a.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
