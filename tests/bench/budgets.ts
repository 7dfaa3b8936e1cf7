// The budgets of product.md section 6, in one place. Bytes are gzip unless named.
export const KB = 1024;

export const BUDGETS = {
  loaderGzip: 1.5 * KB,
  /**
   * A widget with its runtime, as first loaded (issues 4 and 8 say "with its runtime"). The
   * loader and the site's own script count in the page budgets below.
   */
  widgetGzip: {
    "calorie-deficit-basic": 15 * KB,
    "calorie-deficit-advanced": 26 * KB,
    "calorie-deficit-bmi": 13 * KB,
    "calorie-deficit-body-fat": 13 * KB,
    "calorie-deficit-ideal-weight": 13 * KB,
    "calorie-deficit-calories": 13 * KB,
    "calorie-deficit-macros": 13 * KB,
  } as Record<string, number>,
  /** JavaScript a page downloads, by the widget it holds; any page at most 32 KB. */
  pageJsGzip: {
    "calorie-deficit-basic": 15 * KB,
    "calorie-deficit-advanced": 26 * KB,
    standalone: 13 * KB,
    any: 32 * KB,
  },
  lighthouse: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 },
  cls: 0,
  /** Engine timings, median microseconds. */
  engineMicros: { projectWeightOneYear: 2000 },
} as const;
