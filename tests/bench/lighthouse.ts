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
 * Runs Lighthouse (its default mobile preset, simulated throttling) on each URL in one
 * headless Debian Chromium, one page after another, and returns the scores out of 100.
 */
export async function runLighthouse(
  urls: readonly string[],
  chromePath: string,
  onEach: (url: string, figures: LighthouseFigures) => void = () => {},
): Promise<Map<string, LighthouseFigures>> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const results = new Map<string, LighthouseFigures>();
  try {
    for (const url of urls) {
      const run = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits } = run.lhr;
      const score = (id: (typeof CATEGORIES)[number]) =>
        Math.round((categories[id]?.score ?? 0) * 100);
      const figures: LighthouseFigures = {
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
        cls: Math.round((audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
      };
      results.set(url, figures);
      onEach(url, figures);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
