import { ACTIVITY_LEVELS, type Sex } from "../../../engine/index.ts";
import { measured } from "./answers.tsx";
import type { Units } from "../platform/attributes.ts";
import { kcal, number, weight } from "./format.ts";

/*
 * The line every result opens with, saying whom it was worked out for: "For a 34-year-old
 * woman, 165 cm, 82 kg, lightly active". It is built from the person the form read (or the
 * plan carries), in the units the visitor chose, so a visitor can see at a glance that the
 * answer is about them. Loaded with the results.
 */

/** What a result knows about the person it is for; any part may be missing. */
export interface Who {
  sex?: Sex | undefined;
  /** Years. */
  age?: number | undefined;
  heightCm?: number | undefined;
  weightKg?: number | undefined;
  /** One of the five activity multipliers, as a number or as the form's text ("1.375"). */
  activity?: number | string | undefined;
}

// Under 18 we speak of a girl or a boy, as the NHS pages for children and teenagers do.
const ADULT_AGE = 18;

/** "a" or "an" before an age said aloud: an 8-, 11-, 18- or 80-something-year-old. */
function article(age: number): string {
  const years = Math.floor(age);
  const vowel = years === 8 || years === 11 || years === 18 || (years >= 80 && years <= 89);
  return vowel ? "an" : "a";
}

// A calculator that asks no sex (BMI) still names a person: NHS pages speak of children
// under 13 and of young people from 13 to 17.
const YOUNG_PERSON_AGE = 13;

/** The noun for an age without a sex: "adult", "young person" or "child". */
function person(age: number): string {
  if (age >= ADULT_AGE) return "adult";
  return age >= YOUNG_PERSON_AGE ? "young person" : "child";
}

/** "a 34-year-old woman", "a 9-year-old boy", "a man", "a 40-year-old adult", or "you". */
function subject(sex: Sex | undefined, age: number | undefined): string {
  if (age === undefined) {
    if (sex === undefined) return "you";
    return sex === "female" ? "a woman" : "a man";
  }
  const years = `${article(age)} ${number(age)}-year-old`;
  if (sex === undefined) return `${years} ${person(age)}`;
  const child = age < ADULT_AGE;
  if (sex === "female") return `${years} ${child ? "girl" : "woman"}`;
  return `${years} ${child ? "boy" : "man"}`;
}

/** The activity level's name in lower case ("lightly active"), or nothing if unknown. */
function activityName(activity: number | string | undefined): string | undefined {
  if (activity === undefined) return undefined;
  const level = ACTIVITY_LEVELS.find((l) => String(l.value) === String(activity));
  return level?.label.toLowerCase();
}

/**
 * "For a 34-year-old woman, 165 cm, 82 kg, lightly active": whom a result was worked out
 * for, in the visitor's units (stones and pounds, feet and inches in imperial). Parts the
 * calculator did not ask for are left out: "For a 9-year-old boy", "For a man, 5 ft 9 in",
 * "For a 34-year-old adult, 165 cm, 82 kg" (the BMI calculator asks no sex).
 */
export function plannedFor(who: Who, units: Units): string {
  const parts = [
    who.heightCm === undefined ? undefined : measured(who.heightCm, "height", units),
    who.weightKg === undefined ? undefined : weight(who.weightKg, units),
    activityName(who.activity),
  ].filter((part): part is string => part !== undefined);
  const lead = subject(who.sex, who.age);
  if (lead === "you") return parts.length === 0 ? "For you" : `For you: ${parts.join(", ")}`;
  return [`For ${lead}`, ...parts].join(", ");
}

/** "For 1,800 kcal a day and a weight of 12 st 13 lb": a split of calories the visitor typed. */
export function plannedForCalories(calories: number, weightKg: number | undefined, units: Units) {
  const day = `For ${kcal(calories)} a day`;
  return weightKg === undefined ? day : `${day} and a weight of ${weight(weightKg, units)}`;
}

// A number and its unit, which a line must not split: "165 cm", "5 ft 5 in", "12 st 13 lb".
const MEASURE = /(\d[\d.,]* (?:cm|kg|lb|st|ft|in|kcal)\b(?: \d+ (?:lb|in)\b)?)/;

/** The line itself, first in a result; each measure in it kept whole on one line. */
export function PlannedFor({ text }: { text: string }) {
  // split() with a capturing group gives the measures at the odd places.
  const pieces = text.split(MEASURE);
  return (
    <p className="planned-for" part="planned-for">
      {pieces.map((piece, i) =>
        i % 2 === 1 ? (
          <span key={i} className="measure">
            {piece}
          </span>
        ) : (
          piece
        ),
      )}
    </p>
  );
}
