import { BMI_BANDS } from "../../engine/bmi.ts";
import type { WidgetProps } from "../shared/define-widget.ts";
import { MeasureField, NumberField, RadioGroup } from "../shared/fields.tsx";
import { number, weight } from "../shared/format.ts";
import { lengthSuffix } from "../shared/length.ts";
import { SingleFormCard, useSingleForm } from "../shared/single-form.tsx";
import { readVariant } from "../shared/variant.ts";
import { BMI_FORM, TAG, type BmiOutcome } from "./bmi-form.ts";

const BACKGROUNDS = [
  { value: "default", label: "White or another background" },
  {
    value: "lower-threshold",
    label: "South Asian, Chinese, other Asian, Middle Eastern, Black African or African-Caribbean",
    hint: "NICE advises lower BMI thresholds, because health risks start at a lower BMI.",
  },
];

const WAIST_MESSAGE: Record<string, string> = {
  low: "Your waist is less than 40% of your height.",
  healthy:
    "Your waist is less than half your height. NICE says this means no increased health risk.",
  increased: "Your waist is half your height or more. NICE says this increases your health risk.",
  high: "Your waist is 60% of your height or more. NICE says this means a high health risk. Your GP can help.",
};

function BmiResultView({ r, units }: { r: BmiOutcome; units: "metric" | "imperial" }) {
  const bands = BMI_BANDS[r.thresholds];
  // Adult bands do not apply under 18 (the NHS uses centiles for children).
  const adult = r.age === undefined || r.age >= 18;
  return (
    <>
      <p class="headline" part="headline">
        <span class="value">{number(r.bmi, 1)}</span>{" "}
        {adult ? r.categoryLabel : "Under 18: see the note below"}
      </p>
      <ol class="bmi-scale" aria-label="BMI bands">
        {bands.map((band) => (
          <li
            key={band.category}
            class={
              band.category === r.category
                ? `band ${band.category} current`
                : `band ${band.category}`
            }
            aria-current={adult && band.category === r.category ? "true" : undefined}
          >
            <span class="band-name">{band.label}</span>
            <span class="band-range">{band.rangeText}</span>
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
        <p class="panel">
          Waist-to-height ratio: <strong>{number(r.waistToHeight, 2)}</strong>.{" "}
          {WAIST_MESSAGE[r.waistToHeightBand]}
        </p>
      ) : null}
      <h4>When BMI is not the whole story</h4>
      <ul class="notes">
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

/**
 * `<calorie-deficit-bmi>`: body mass index with NHS bands, NICE's lower thresholds and the
 * waist-to-height ratio.
 *
 * @attr {string} variant - Only "default" for now; kept for a consistent embed code. Default "default".
 * @attr {string} units - "metric" (kg, cm) or "imperial" (st and lb, ft and in). Default "metric".
 * @fires cdc-result - Each time the result changes; `detail` is the engine's BMI result.
 * @csspart card - The calculator's card.
 * @csspart field - Each form field.
 * @csspart label - Each field's label or legend.
 * @csspart button - The buttons.
 * @csspart results - The result section.
 * @csspart headline - The BMI figure.
 */
export function CalorieDeficitBmi(props: WidgetProps) {
  readVariant(props, TAG, ["default"]);
  const form = useSingleForm(props, BMI_FORM, { background: "default" });
  const common = { values: form.values, errors: form.errors, onValue: form.onValue };
  const r = form.result;
  return (
    <SingleFormCard
      tag={TAG}
      title="BMI Calculator"
      lede="Check your body mass index against the NHS healthy weight bands."
      units={form.units}
      onUnits={form.switchUnits}
      values={form.values}
      summary={
        r
          ? `Your BMI is ${number(r.bmi, 1)}${r.age !== undefined && r.age < 18 ? "." : `: ${r.categoryLabel}.`}`
          : undefined
      }
      onShowErrors={form.showErrors}
      root={props.container}
      result={r ? <BmiResultView r={r} units={form.units} /> : null}
    >
      <MeasureField {...common} name="height" label="Height" kind="height" units={form.units} />
      <MeasureField {...common} name="weight" label="Weight" kind="weight" units={form.units} />
      <NumberField
        {...common}
        name="age"
        label="Age (optional)"
        hint="For under-18s, we explain how BMI works differently."
        suffix="years"
        inputMode="numeric"
      />
      <RadioGroup
        {...common}
        name="background"
        label="Family background (optional)"
        choices={BACKGROUNDS}
      />
      <NumberField
        {...common}
        name="waist"
        label="Waist (optional)"
        hint="Measure halfway between your lowest rib and the top of your hip bone, after breathing out."
        {...lengthSuffix(form.units)}
      />
    </SingleFormCard>
  );
}
