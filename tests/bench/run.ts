// npm run bench: builds once, then prints and writes dist/bench.json with every figure of
// tests/bench/budgets.ts beside its budget: widget bytes (gzip and brotli, with the runtime),
// the JavaScript, CSS and HTML each page of the sitemap downloads, Lighthouse on each of them,
// the engine's timings, and a bounded load test of scripts/serve.js on 127.0.0.1 (p50 and p99).
// Exits non-zero when any budget is broken.
//   --no-build        use the dist/ already built
//   --no-lighthouse   skip Lighthouse (bytes and timings only)
//   --no-load         skip the server load test
//   --routes=/,/bmi-calculator   Lighthouse on these routes only (the leading slash optional)
//   --lighthouse-runs=N          Lighthouse N times a page, figures the median (default 3)
import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { shippedStylesheet } from "../../scripts/stylesheets-as-text.ts";
import { stylesheetsFor } from "../../widgets/widget-descriptions.ts";
import { WIDGET_TAGS } from "../../widgets/widget-tags.ts";
import { createSiteServer } from "../../scripts/serve.js";
import { findChromium } from "../../scripts/ensure-chromium.js";
import { BUDGETS, KB } from "./budgets.ts";
import { compressedSizes, sizeOfFiles } from "./file-sizes.ts";
import {
  filesAtLoad,
  filesEver,
  readWidgetManifest,
  widgetKey,
} from "../../scripts/widget-manifest.ts";
import { engineTimings } from "./engine-timings.ts";
import { serverLoad, type LoadFigures } from "./server-load.ts";
import { runLighthouse, type LighthouseFigures } from "./lighthouse.ts";

const DIST = path.resolve("dist");
const WIDGETS = path.join(DIST, "widgets");
const args = new Set(process.argv.slice(2));
const lighthouseRuns = Number(
  process.argv
    .find((a) => a.startsWith("--lighthouse-runs="))
    ?.slice("--lighthouse-runs=".length) ?? "3",
);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) {
  throw new Error("--lighthouse-runs: give a whole number of runs, 1 or more");
}
const only = process.argv
  .find((a) => a.startsWith("--routes="))
  ?.slice("--routes=".length)
  .split(",")
  .map((route) => route.trim())
  .filter(Boolean)
  .map((route) => (route.startsWith("/") ? route : `/${route}`));

interface Check {
  what: string;
  value: number;
  budget: number;
  /** "max": value must not exceed budget; "min": value must reach it. */
  kind: "max" | "min";
}
const checks: Check[] = [];
const check = (what: string, value: number, budget: number, kind: Check["kind"] = "max") => {
  checks.push({ what, value, budget, kind });
  return kind === "max" ? value <= budget : value >= budget;
};
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

if (!args.has("--no-build")) execSync("npm run build", { stdio: "inherit" });

// Widgets: each entry with everything it loads before it runs (runtime chunks included),
// and with everything it can load later (the results chunk), as the build's manifest lists
// them; and its stylesheets.
const manifest = readWidgetManifest();
const inWidgets = (files: string[]) => files.map((file) => path.join(WIDGETS, file));
const widgetAtLoad = (tag: string) => inWidgets(filesAtLoad(manifest, widgetKey(manifest, tag)));
const widgetEver = (tag: string) => inWidgets(filesEver(manifest, widgetKey(manifest, tag)));
const stylesheetFiles = (tag: string) => inWidgets(stylesheetsFor(tag).map(shippedStylesheet));
const loader = compressedSizes(readFileSync(path.join(WIDGETS, "embed.js")));
check("loader embed.js (gzip)", loader.gzip, BUDGETS.loaderGzip);
const widgets = WIDGET_TAGS.map((tag) => {
  const atLoad = sizeOfFiles(widgetAtLoad(tag));
  const withResults = sizeOfFiles(widgetEver(tag));
  const css = sizeOfFiles(stylesheetFiles(tag));
  const budget = BUDGETS.widgetGzip[tag] ?? BUDGETS.pageJsGzip.standalone;
  check(`<${tag}> with its runtime (gzip)`, atLoad.gzip, budget);
  return { tag, atLoad, withResults, css, budget };
});

// Pages: what a visitor's browser downloads for each page's HTML. The pages are the built
// sitemap's: every route, and the pages beside them (the list of calculators, the embed guide).
const routes = [
  ...readFileSync(path.join(DIST, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g),
].map((m) => ({ path: new URL(m[1] ?? "/").pathname.replace(/(.)\/$/, "$1") }));
if (routes.length === 0) throw new Error("dist/sitemap.xml lists no page: build the site first");
function htmlFileFor(routePath: string): string | undefined {
  const clean = routePath.replace(/^\/|\/$/g, "");
  return [path.join(DIST, clean, "index.html"), path.join(DIST, `${clean}.html`)].find((f) =>
    existsSync(f),
  );
}
const localAsset = (ref: string) =>
  ref.startsWith("/") && !ref.startsWith("//") ? path.join(DIST, ref.split(/[?#]/)[0] ?? "") : null;

const pages = routes.map((route) => {
  const file = htmlFileFor(route.path);
  if (!file) return { path: route.path, missing: true as const };
  const html = readFileSync(file, "utf8");
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)]
    .map((m) => localAsset(m[1] ?? ""))
    .filter((f): f is string => Boolean(f && existsSync(f)));
  const styles = new Set(
    [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)]
      .map((m) => localAsset(m[1] ?? ""))
      .filter((f): f is string => Boolean(f && existsSync(f))),
  );
  const tags = WIDGET_TAGS.filter((tag) => html.includes(`<${tag}`));
  for (const tag of tags) for (const file of stylesheetFiles(tag)) styles.add(file);
  const atLoad = new Set(scripts);
  const later = new Set(scripts);
  for (const tag of tags) {
    for (const f of widgetAtLoad(tag)) atLoad.add(f);
    for (const f of widgetEver(tag)) later.add(f);
  }
  const js = sizeOfFiles(atLoad);
  const jsAll = sizeOfFiles(later);
  const css = sizeOfFiles(styles);
  const htmlSize = compressedSizes(html);
  const budget = tags.includes("calorie-deficit-advanced")
    ? BUDGETS.pageJsGzip["calorie-deficit-advanced"]
    : tags.includes("calorie-deficit-basic")
      ? BUDGETS.pageJsGzip["calorie-deficit-basic"]
      : tags.length > 0
        ? BUDGETS.pageJsGzip.standalone
        : BUDGETS.withResultsGzip.any;
  check(`${route.path} JavaScript at load (gzip)`, js.gzip, budget);
  const withResults = tags.includes("calorie-deficit-advanced")
    ? BUDGETS.withResultsGzip["calorie-deficit-advanced"]
    : BUDGETS.withResultsGzip.any;
  check(`${route.path} JavaScript after results (gzip)`, jsAll.gzip, withResults);
  return { path: route.path, tags, js, jsAll, css, html: htmlSize, budget };
});
for (const page of pages) if ("missing" in page) check(`${page.path} is built`, 0, 1, "min");

// Engine timings.
const timings = engineTimings();
check(
  "projectWeight, one year (median µs)",
  timings.projectWeightOneYear,
  BUDGETS.engineMicros.projectWeightOneYear,
);

// The local server under load: 2,000 requests, 50 at a time, on 127.0.0.1 only; once from a
// fresh start (every file read and compressed for the first time), once warm.
let load: { cold: LoadFigures; warm: LoadFigures } | undefined;
if (!args.has("--no-load")) {
  const files = readdirSync(WIDGETS, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(js|css\.txt)$/.test(file))
    .map((file) => `/widgets/${file.split(path.sep).join("/")}`);
  const targets = [...routes.map((r) => r.path), ...files];
  load = {
    cold: await serverLoad(DIST, targets),
    warm: await serverLoad(DIST, targets, { warm: true }),
  };
  for (const [run, figures] of Object.entries(load)) {
    check(
      `server load (${run}): answers with 200`,
      figures.statuses[200] ?? 0,
      figures.requests,
      "min",
    );
  }
}

// Lighthouse, served locally with compression like a real host.
const lighthouse: Record<string, LighthouseFigures> = {};
if (!args.has("--no-lighthouse")) {
  const chrome = findChromium();
  if (!chrome) throw new Error("Lighthouse needs Chromium: run `node scripts/ensure-chromium.js`");
  const server = createSiteServer(DIST);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const known = new Set(routes.map((r) => r.path));
  const unknown = (only ?? []).filter((p) => !known.has(p));
  if (unknown.length > 0) throw new Error(`--routes: no such route ${unknown.join(", ")}`);
  const wanted = only ?? routes.map((r) => r.path);
  const urls = wanted.map((p) => `http://127.0.0.1:${port}${p}`);
  try {
    const results = await runLighthouse(urls, chrome, lighthouseRuns, (url, f) =>
      console.log(
        `lighthouse ${url.replace(/^http:\/\/[^/]+/, "")}: perf ${f.performance}, a11y ${f.accessibility}, bp ${f["best-practices"]}, seo ${f.seo}, LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls}`,
      ),
    );
    for (const [url, f] of results) {
      const route = url.replace(/^http:\/\/[^/]+/, "");
      lighthouse[route] = f;
      for (const [category, min] of Object.entries(BUDGETS.lighthouse)) {
        check(
          `${route} Lighthouse ${category}`,
          f[category as keyof typeof BUDGETS.lighthouse],
          min,
          "min",
        );
      }
      check(`${route} CLS`, f.cls, BUDGETS.cls);
      check(`${route} total blocking time (ms)`, f.tbtMs, BUDGETS.tbtMs);
    }
  } finally {
    server.close();
  }
}

// Report.
const rows: string[][] = [
  ["widget", "with runtime gzip", "brotli", "with results gzip", "budget", "its CSS gzip"],
];
for (const w of widgets) {
  rows.push([
    w.tag,
    kb(w.atLoad.gzip),
    kb(w.atLoad.brotli),
    kb(w.withResults.gzip),
    kb(w.budget),
    kb(w.css.gzip),
  ]);
}
rows.push(["loader embed.js", kb(loader.gzip), kb(loader.brotli), "", kb(BUDGETS.loaderGzip)]);
const pageRows: string[][] = [
  ["route", "JS at load", "JS with results", "CSS (page and widget)", "HTML", "budget"],
];
for (const p of pages) {
  if ("missing" in p) pageRows.push([p.path, "not built", "", "", "", ""]);
  else
    pageRows.push([
      p.path,
      kb(p.js.gzip),
      kb(p.jsAll.gzip),
      kb(p.css.gzip),
      kb(p.html.gzip),
      kb(p.budget),
    ]);
}
const table = (data: string[][]) => {
  const widths = data[0]?.map((_, i) => Math.max(...data.map((r) => (r[i] ?? "").length))) ?? [];
  return data.map((r) => r.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ")).join("\n");
};
console.log(`\nWidgets (gzip unless named)\n${table(rows)}`);
console.log(`\nPages (gzip)\n${table(pageRows)}`);
console.log(
  `\nEngine (median µs): basic plan ${timings.basicPlan}, advanced plan ${timings.advancedPlan}, one-year projection ${timings.projectWeightOneYear}`,
);
for (const [run, f] of Object.entries(load ?? {})) {
  console.log(
    `${run === "cold" ? "\n" : ""}Server, ${run} (${f.requests} requests, ${f.concurrency} at a time, 127.0.0.1): p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, max ${f.maxMs} ms, ${f.perSecond} a second`,
  );
}
const broken = checks.filter((c) => (c.kind === "max" ? c.value > c.budget : c.value < c.budget));
writeFileSync(
  path.join(DIST, "bench.json"),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      loader,
      widgets,
      pages,
      timings,
      load,
      lighthouse,
      checks,
      broken,
    },
    null,
    2,
  ),
);
console.log(
  `\n${checks.length - broken.length} of ${checks.length} budgets met. Wrote dist/bench.json.`,
);
if (broken.length > 0) {
  console.log("Broken budgets:");
  for (const c of broken)
    console.log(`  ${c.what}: ${c.value} (budget ${c.kind === "max" ? "≤" : "≥"} ${c.budget})`);
  process.exitCode = 1;
}
