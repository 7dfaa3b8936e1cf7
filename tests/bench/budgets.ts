// The size and speed ceilings, in one place (README, "Benchmark"). Bytes are gzip unless
// named. They are ceilings, not targets: below them, clear code wins over saved bytes.
export const KB = 1024;

export const BUDGETS = {
  loaderGzip: 1.5 * KB,
  /**
   * A widget with its runtime, as first loaded (issues 4 and 8 say "with its runtime"). The
   * loader and the site's own script count in the page budgets below.
   */
  widgetGzip: {
    "calorie-deficit-basic": 16 * KB,
    "calorie-deficit-advanced": 26 * KB,
    "calorie-deficit-bmi": 14 * KB,
    "calorie-deficit-body-fat": 14 * KB,
    "calorie-deficit-ideal-weight": 14 * KB,
    "calorie-deficit-calories": 14 * KB,
    "calorie-deficit-macros": 14 * KB,
    "calorie-deficit-check-in": 14 * KB,
  } as Record<string, number>,
  /** JavaScript a page downloads, by the widget it holds; any page with results at most 40 KB. */
  pageJsGzip: {
    "calorie-deficit-basic": 16 * KB,
    "calorie-deficit-advanced": 26 * KB,
    standalone: 14 * KB,
    any: 40 * KB,
  },
  lighthouse: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 },
  cls: 0,
  /** Total blocking time on every route, ms (a page's median run), so performance keeps headroom. */
  tbtMs: 50,
  /** Engine timings, median microseconds. */
  engineMicros: { projectWeightOneYear: 2000 },
} as const;
