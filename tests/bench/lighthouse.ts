import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/**
 * Each figure's median over several runs of one page. One run's blocking time moves a lot
 * with the machine (the same page gave 7 and 108 ms on one 2-core machine), so one figure a
 * page is the middle one, as Lighthouse's own guidance on variability advises.
 * https://github.com/GoogleChrome/lighthouse/blob/main/docs/variability.md
 */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new Error("medianFigures needs at least one run");
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    "best-practices": of("best-practices"),
    seo: of("seo"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
  };
}

/** The middle value, or the mean of the middle two. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? upper) + upper) / 2;
}

/**
 * Runs Lighthouse (its default mobile preset, simulated throttling) on each URL in one
 * headless Debian Chromium, one page after another, `runs` times each, and returns each
 * page's median figures (scores out of 100).
 */
export async function runLighthouse(
  urls: readonly string[],
  chromePath: string,
  runs: number,
  onEach: (url: string, figures: LighthouseFigures) => void = () => {},
): Promise<Map<string, LighthouseFigures>> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const results = new Map<string, LighthouseFigures>();
  try {
    for (const url of urls) {
      const each: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i++) each.push(await runOnce(url, chrome.port));
      const figures = medianFigures(each);
      results.set(url, figures);
      onEach(url, figures);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** One Lighthouse run of one page, in the Chromium listening on `port`. */
async function runOnce(url: string, port: number): Promise<LighthouseFigures> {
  const run = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = run.lhr;
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Math.round((audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
  };
}
