/** Every custom element this project defines (docs/product-decisions.md, "Tags"). */
export const WIDGET_TAGS = [
  "calorie-deficit-basic",
  "calorie-deficit-advanced",
  "calorie-deficit-bmi",
  "calorie-deficit-body-fat",
  "calorie-deficit-ideal-weight",
  "calorie-deficit-calories",
  "calorie-deficit-macros",
  "calorie-deficit-check-in",
] as const;

export type WidgetTag = (typeof WIDGET_TAGS)[number];

/** The two widgets with steps: they add the wizard's styles (widgets/styles/wizard.css). */
const WIZARDS: ReadonlySet<string> = new Set<WidgetTag>([
  "calorie-deficit-basic",
  "calorie-deficit-advanced",
]);

/**
 * The stylesheets a widget adopts into its shadow root, in order, as paths from the widgets
 * folder in the sources (widgets/); the build ships each as `<path>.txt` in dist/widgets/
 * (scripts/stylesheets-as-text.ts).
 */
export function stylesheetsFor(tag: string): string[] {
  return ["base", ...(WIZARDS.has(tag) ? ["wizard"] : []), tag].map((name) => `styles/${name}.css`);
}

/**
 * The files a page fetches for one widget, as paths from the widgets folder: the script that
 * defines the tag, the modules it imports before it runs (the shared runtime) and its
 * stylesheets. Read from the build's manifest (scripts/widget-manifest.ts), so the loader and
 * the site name the very files the build wrote.
 */
export interface WidgetFiles {
  script: string;
  modules: string[];
  stylesheets: string[];
}
