import type { AttributeDescription } from "./widget-description.ts";

/** `heading`, which every widget reads (widgets/shared/results/card-heading.tsx). */
export const HEADING: AttributeDescription = {
  description:
    '"show" or "hide" the widget\'s own title and introduction, for a page whose heading already names the calculator (the title stays for screen readers). Default "show".',
  values: ["show", "hide"],
  default: "show",
};

/** `units` on a widget that starts in them (widgets/shared/platform/attributes.ts). */
export const UNITS: AttributeDescription = {
  description: '"metric" (kg, cm) or "imperial" (st and lb, ft and in). Default "metric".',
  values: ["metric", "imperial"],
  default: "metric",
};

/** `units` on a widget with a metric or imperial switch. */
export const SWITCHABLE_UNITS: AttributeDescription = {
  ...UNITS,
  description:
    '"metric" (kg, cm) or "imperial" (st and lb, ft and in); the visitor can switch. Default "metric".',
};

/** `check-in-href`, on the two calculators that make a plan. */
export const CHECK_IN_HREF: AttributeDescription = {
  description:
    'The address of a page holding <calorie-deficit-check-in> (on our site, /adaptive-tdee-calculator). With it, a plan with a pace to keep ends with "Check in later": a link there with the plan filled in (the fragment the check-in reads). Without it, no link.',
};
