/** Every custom element this project defines (product.md section 2). */
export const WIDGET_TAGS = [
  "calorie-deficit-basic",
  "calorie-deficit-advanced",
  "calorie-deficit-bmi",
  "calorie-deficit-body-fat",
  "calorie-deficit-ideal-weight",
  "calorie-deficit-calories",
  "calorie-deficit-macros",
] as const;

export type WidgetTag = (typeof WIDGET_TAGS)[number];
