import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

// Checks the built site in dist/ (`npm run build` first; `npm test` does) against the one
// list of routes: every primary path and alias is a complete page.
interface Route {
  path: string;
  title: string;
  description: string;
  metaTitle?: string;
  widget: { tag: string; variant: string } | null;
  aliases: string[];
}

const ORIGIN = "https://www.caloriedeficitcalculator.co.uk";
const MIN_WORDS = 600;
let routes: Route[] = [];

beforeAll(async () => {
  const module = (await import(new URL("../../site/_data/routes.js", import.meta.url).href)) as {
    default: Route[];
  };
  routes = module.default;
});

function htmlOf(urlPath: string): string {
  const file = path.join("dist", urlPath.replace(/^\//, ""), "index.html");
  expect(existsSync(file), `${file} is built`).toBe(true);
  return readFileSync(file, "utf8");
}

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The page's own words: its article and its FAQ (not the header, footer or link cards). */
function ownText(html: string): string {
  const parts = [
    ...html.matchAll(/<article class="prose">([\s\S]*?)<\/article>/g),
    ...html.matchAll(/<section class="faq"[\s\S]*?<\/section>/g),
  ];
  return parts.map((m) => text(m[1] ?? m[0])).join(" ");
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe("the built site", () => {
  it("builds every primary route and every alias of site/_data/routes.js", () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
    for (const route of routes) {
      for (const url of [route.path, ...route.aliases]) htmlOf(url);
    }
  });

  it("gives every page lang en-GB, its title, description and the primary path as canonical", () => {
    for (const route of routes) {
      for (const url of [route.path, ...route.aliases]) {
        const html = htmlOf(url);
        expect(html, url).toContain('<html lang="en-GB">');
        expect(attr(html, /<link rel="canonical" href="([^"]+)"/), url).toBe(
          `${ORIGIN}${route.path}`,
        );
        const title = attr(html, /<title>([^<]+)<\/title>/) ?? "";
        expect(title, url).toContain(route.metaTitle ?? route.title);
        const description = attr(html, /<meta name="description" content="([^"]+)"/) ?? "";
        expect(description.length, url).toBeGreaterThanOrEqual(100);
        expect(html, url).toContain('property="og:title"');
        expect(html, url).toContain('name="twitter:card"');
      }
    }
  });

  it("embeds each calculator page's widget with its variant, through the loader only", () => {
    for (const route of routes.filter((r) => r.widget)) {
      const html = htmlOf(route.path);
      const { tag, variant } = route.widget as { tag: string; variant: string };
      const element = new RegExp(`<${tag}(?: variant="([^"]+)")?></${tag}>`).exec(html);
      expect(element, route.path).not.toBeNull();
      expect(element?.[1] ?? "default", route.path).toBe(variant);
      const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
      expect(scripts, route.path).toEqual(["/widgets/embed.js"]);
    }
  });

  it(`gives every calculator page at least ${MIN_WORDS} words of its own text`, () => {
    const short = routes
      .filter((r) => r.widget)
      .map((r) => ({ path: r.path, words: ownText(htmlOf(r.path)).split(" ").length }))
      .filter((p) => p.words < MIN_WORDS);
    expect(short).toEqual([]);
  });

  it("gives every calculator page an FAQ of at least four questions, with FAQPage data", () => {
    for (const route of routes.filter((r) => r.widget)) {
      const html = htmlOf(route.path);
      const questions = html.match(/<details>\s*<summary>/g) ?? [];
      expect(questions.length, route.path).toBeGreaterThanOrEqual(4);
      const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map((m) => JSON.parse(m[1] ?? "{}") as { "@type": string; mainEntity?: unknown[] })
        .find((d) => d["@type"] === "FAQPage");
      expect(data?.mainEntity?.length, route.path).toBe(questions.length);
    }
  });

  it("marks the home page as a free WebApplication", () => {
    const html = htmlOf("/");
    const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? "{}") as Record<string, unknown>)
      .find((d) => d["@type"] === "WebApplication");
    expect(data?.offers).toMatchObject({ price: "0", priceCurrency: "GBP" });
  });

  it("shares no paragraph between two pages", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const route of routes) {
      const html = htmlOf(route.path);
      const article = /<article class="prose">([\s\S]*?)<\/article>/.exec(html)?.[1] ?? "";
      for (const m of article.matchAll(/<p>([\s\S]*?)<\/p>/g)) {
        const paragraph = text(m[1] ?? "");
        if (paragraph.length < 80) continue;
        const other = seen.get(paragraph);
        if (other && other !== route.path) repeats.push(`${route.path} and ${other}`);
        seen.set(paragraph, route.path);
      }
    }
    expect(repeats).toEqual([]);
  });

  it("lists exactly the primary paths in the sitemap, and robots.txt points to it", () => {
    const sitemap = readFileSync("dist/sitemap.xml", "utf8");
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const route of routes) expect(locs).toContain(`${ORIGIN}${route.path}`);
    for (const alias of routes.flatMap((r) => r.aliases)) {
      expect(locs).not.toContain(`${ORIGIN}${alias}`);
    }
    expect(readFileSync("dist/robots.txt", "utf8")).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("has a not-found page with a way home, and an iframe page for every widget", () => {
    const notFound = readFileSync("dist/404.html", "utf8");
    expect(notFound).toContain("Oops! Page not found");
    expect(notFound).toContain("Return to Home");
    for (const tag of new Set(routes.flatMap((r) => (r.widget ? [r.widget.tag] : [])))) {
      const frame = htmlOf(`/embed/${tag}`);
      expect(frame).toContain(`<${tag} data-cdc-frame>`);
      expect(frame).toContain('<meta name="robots" content="noindex">');
    }
  });
});
