import type { BodyFatOutcome } from "./body-fat-report.tsx";
import { SKINFOLD_SITES } from "../../engine/index.ts";
import { SEX_CHOICES } from "../shared/form/choices.ts";
import type { WidgetProps } from "../shared/platform/define-widget.ts";
import { MeasureField, NumberField, RadioGroup } from "../shared/form/fields.tsx";
import { lengthSuffix } from "../shared/form/length.ts";
import {
  SingleFormCard,
  useSingleForm,
  type SingleForm,
} from "../shared/single-screen/single-form.tsx";
import { readVariant } from "../shared/platform/variant.ts";
import type { BodyFatInput } from "./body-fat-form.ts";
import { description } from "./description.ts";

export const TAG = description.tag;

export const BODY_FAT_FORM: SingleForm<BodyFatInput, BodyFatOutcome> = {
  tag: TAG,
  fields: [
    "method",
    "sex",
    "age",
    "skinfold1",
    "skinfold2",
    "skinfold3",
    "height",
    "heightFt",
    "heightIn",
    "neck",
    "waist",
    "hip",
    "weight",
    "weightSt",
    "weightLb",
  ],
  measures: {
    height: "height",
    weight: "weight",
    neck: "length",
    waist: "length",
    hip: "length",
  },
  load: () => import("./body-fat-report.tsx"),
  // A measurement taken where one sex is measured means nothing for the other: a change of sex
  // clears each fold whose site moves (chest and abdomen for triceps and suprailiac; the thigh
  // stays), and the waist, which men measure at the belly button and women at its narrowest.
  change: (name, value, current) => {
    if (name !== "sex") return { [name]: value };
    const before = sitesFor(current.sex);
    const cleared = sitesFor(value).flatMap((fold, i) =>
      fold.site === before[i]?.site ? [] : [[`skinfold${i + 1}`, ""]],
    );
    // A waist typed before the sex was chosen was asked without a place: it stays.
    const waist = current.sex && current.sex !== value ? { waist: "" } : {};
    return { sex: value, ...Object.fromEntries(cleared), ...waist };
  },
};

/** The skinfold sites asked for a sex as answered (a man's until one is chosen). */
const sitesFor = (sex: string | undefined) => SKINFOLD_SITES[sex === "female" ? "female" : "male"];

const METHODS = [
  {
    value: "navy",
    label: "Tape measure",
    hint: "The US Navy method: height, neck and waist (and hips for women).",
  },
  {
    value: "skinfold",
    label: "Skinfold callipers",
    hint: "Three pinches of skin, measured in millimetres.",
  },
];
// Where to pinch, in our words, for each site of the Jackson and Pollock 3-site method.
const PINCH: Record<string, string> = {
  chest: "A diagonal fold halfway between the front of your armpit and your nipple.",
  abdomen: "An up-and-down fold about 2 cm to the side of your belly button.",
  thigh: "An up-and-down fold on the front of your thigh, halfway between hip and knee.",
  triceps: "An up-and-down fold on the back of your upper arm, halfway between shoulder and elbow.",
  suprailiac: "A diagonal fold just above the front of your hip bone.",
};

/** The component of <calorie-deficit-body-fat>, which ./description.ts describes. */
export function CalorieDeficitBodyFat(props: WidgetProps) {
  readVariant(props, TAG, ["default"]);
  const form = useSingleForm(props, BODY_FAT_FORM, { method: "navy" });
  const common = { values: form.values, errors: form.errors, onValue: form.onValue };
  const { values, units } = form;
  const tape = { ...lengthSuffix(units) };
  return (
    <SingleFormCard
      form={form}
      title="Body Fat Calculator"
      lede="Estimate your body fat with a tape measure or skinfold callipers."
    >
      <RadioGroup {...common} name="method" label="How will you measure?" choices={METHODS} />
      <RadioGroup {...common} name="sex" label="Sex" choices={SEX_CHOICES} inline />
      {values.method === "skinfold" ? (
        <>
          <NumberField {...common} name="age" label="Age" suffix="years" inputMode="numeric" />
          {sitesFor(values.sex).map((site, i) => (
            <NumberField
              key={site.site}
              {...common}
              name={`skinfold${i + 1}`}
              label={site.label}
              hint={PINCH[site.site]}
              suffix="mm"
              suffixLabel="millimetres"
            />
          ))}
        </>
      ) : (
        <>
          <MeasureField {...common} name="height" label="Height" kind="height" units={units} />
          <NumberField
            {...common}
            {...tape}
            name="neck"
            label="Neck"
            hint="Just below your Adam's apple, or where your neck is narrowest."
          />
          <NumberField
            {...common}
            {...tape}
            name="waist"
            label="Waist"
            hint={
              // Hodgdon and Beckett 1984 (the US Navy method): men's abdomen at the navel,
              // women's waist at its narrowest. NICE's waist-to-height ratio measures
              // elsewhere, so the hint says which waist this is, once the sex is chosen.
              values.sex === "male"
                ? "Level with your belly button, after breathing out. (The waist-to-height ratio uses another place: halfway between your lowest rib and hip bone.)"
                : values.sex === "female"
                  ? "At the narrowest point of your waist, after breathing out."
                  : "Where to measure depends on your sex: choose male or female first."
            }
          />
          {values.sex === "female" ? (
            <NumberField
              {...common}
              {...tape}
              name="hip"
              label="Hips"
              hint="Around the widest part of your bottom."
            />
          ) : null}
        </>
      )}
      <MeasureField
        {...common}
        name="weight"
        label="Weight (optional)"
        hint="Add it to see your fat and lean mass."
        kind="weight"
        units={units}
      />
    </SingleFormCard>
  );
}
