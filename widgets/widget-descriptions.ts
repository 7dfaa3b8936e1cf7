// Every widget's description (widgets/<tag>/description.ts), by tag: what the build, the
// package's types and manifests, the site and the tests read about a widget.
import { description as advanced } from "./calorie-deficit-advanced/description.ts";
import { description as basic } from "./calorie-deficit-basic/description.ts";
import { description as bmi } from "./calorie-deficit-bmi/description.ts";
import { description as bodyFat } from "./calorie-deficit-body-fat/description.ts";
import { description as calories } from "./calorie-deficit-calories/description.ts";
import { description as checkIn } from "./calorie-deficit-check-in/description.ts";
import { description as idealWeight } from "./calorie-deficit-ideal-weight/description.ts";
import { description as macros } from "./calorie-deficit-macros/description.ts";
import type { WidgetDescription } from "./shared/platform/widget-description.ts";
import type { WidgetTag } from "./widget-tags.ts";

export const DESCRIPTIONS = {
  "calorie-deficit-basic": basic,
  "calorie-deficit-advanced": advanced,
  "calorie-deficit-bmi": bmi,
  "calorie-deficit-body-fat": bodyFat,
  "calorie-deficit-ideal-weight": idealWeight,
  "calorie-deficit-calories": calories,
  "calorie-deficit-macros": macros,
  "calorie-deficit-check-in": checkIn,
} as const satisfies { [Tag in WidgetTag]: WidgetDescription<Tag> };

/** Every attribute some widget reads, by its HTML name. */
export type WidgetAttribute = {
  [Tag in WidgetTag]: keyof (typeof DESCRIPTIONS)[Tag]["attributes"];
}[WidgetTag];

/** The stylesheets every widget may share, in widgets/shared/styles/. */
const SHARED_STYLESHEETS: ReadonlySet<string> = new Set(["base", "wizard"]);

/**
 * Where a stylesheet's source is, from the widgets folder: a shared one in shared/styles/,
 * a widget's own beside its code.
 */
export function stylesheetSource(name: string): string {
  return SHARED_STYLESHEETS.has(name) ? `shared/styles/${name}.css` : `${name}/${name}.css`;
}

/**
 * The stylesheets a widget adopts into its shadow root, in order, as the build writes them,
 * from dist/widgets/: every sheet in styles/, where each element file names it.
 */
export function stylesheetsFor(tag: string): string[] {
  const description = DESCRIPTIONS[tag as WidgetTag] as WidgetDescription | undefined;
  if (!description) throw new Error(`No widget <${tag}>`);
  return description.stylesheets.map((name) => `styles/${name}.css`);
}

/**
 * The step-by-step calculators (the two calorie deficit calculators, which take a variant
 * for an audience or a goal): the widgets whose description adopts the wizard stylesheet.
 */
export const WIZARD_TAGS: readonly WidgetTag[] = (Object.keys(DESCRIPTIONS) as WidgetTag[]).filter(
  (tag) => (DESCRIPTIONS[tag].stylesheets as readonly string[]).includes("wizard"),
);

/** Every stylesheet some widget adopts, by name, each once. */
export const STYLESHEETS: readonly string[] = [
  ...new Set(Object.values(DESCRIPTIONS).flatMap((d) => d.stylesheets)),
];
