import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ACTIVITY_LEVELS } from "../../engine/data/activity-levels.ts";
import groups from "../../site/_data/groups.js";
import menu from "../../site/_data/menu.js";
import routes from "../../site/_data/routes.js";
import widgetLinks from "../../site/_data/widgetLinks.js";
import { shippedStylesheet } from "../../scripts/stylesheets-as-text.ts";
import { stylesheetsFor } from "../../widgets/widget-descriptions.ts";

// Checks the built site in dist/ (`npm run build` first; `npm test` does) against the one
// list of routes: every primary path and alias is a complete page with the shared layout.

const ORIGIN = "https://www.caloriedeficitcalculator.co.uk";
const MIN_WORDS = 600;
const MIN_FAQ = 4;

type Route = (typeof routes)[number];
const calculators = routes.filter((r) => r.widget);
const slugOf = (route: Route) => (route.path === "/" ? "home" : route.path.slice(1));

/** The built file that answers a site path ("/x", "/x/" or "/x/index.html"). */
function fileFor(urlPath: string): string | null {
  const clean = urlPath.split(/[?#]/)[0]?.replace(/^\/|\/$/g, "") ?? "";
  for (const candidate of [
    path.join("dist", clean, "index.html"),
    path.join("dist", clean),
    path.join("dist", `${clean}.html`),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function htmlOf(urlPath: string): string {
  const file = fileFor(urlPath);
  expect(file, `${urlPath} is built`).not.toBeNull();
  return readFileSync(file ?? "", "utf8");
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

const text = (html: string) =>
  decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " "),
  ).trim();

const attr = (html: string, pattern: RegExp) => {
  const value = pattern.exec(html)?.[1];
  return value === undefined ? undefined : decode(value);
};

/** The first element with this class and everything inside it, up to its closing tag. */
function block(html: string, tag: string, className: string): string {
  const start = html.search(new RegExp(`<${tag} class="${className}"`));
  if (start === -1) return "";
  const open = new RegExp(`<${tag}[\\s>]`, "g");
  const close = new RegExp(`</${tag}>`, "g");
  let depth = 0;
  const tokens = [...html.slice(start).matchAll(new RegExp(`${open.source}|${close.source}`, "g"))];
  for (const token of tokens) {
    depth += token[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return html.slice(start, start + (token.index ?? 0) + token[0].length);
  }
  return html.slice(start);
}

/** The page's own words: its article and its FAQ (not the header, footer or link cards). */
const ownText = (html: string) =>
  `${text(block(html, "article", "prose"))} ${text(block(html, "section", "faq"))}`.trim();

const words = (value: string) => value.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w)).length;

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "{}") as Record<string, unknown>,
  );
}

const scriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? "")
    .filter((attrs) => !attrs.includes("application/ld+json"));

const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*href="([^"]+)"/g)].map((m) => m[1]);

const everyAddress = routes.flatMap((route) =>
  [route.path, ...route.aliases].map((url) => ({ url, route })),
);

describe("every route and alias", () => {
  it("has a built page for each of the 41 routes and all their aliases", () => {
    expect(routes).toHaveLength(41);
    const missing = everyAddress.filter(({ url }) => !fileFor(url)).map(({ url }) => url);
    expect(missing).toEqual([]);
  });

  it("declares lang en-GB, its title, description, keywords and the primary path as canonical", () => {
    for (const { url, route } of everyAddress) {
      const html = htmlOf(url);
      const canonical = `${ORIGIN}${route.path}`;
      expect(html, url).toContain('<html lang="en-GB">');
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/), url).toBe(canonical);
      expect(attr(html, /<title>([^<]+)<\/title>/), url).toBe(
        route.metaTitle ?? `${route.title} | Calorie Deficit Calculator UK`,
      );
      expect(attr(html, /<meta name="description" content="([^"]+)"/), url).toBe(route.description);
      expect(attr(html, /<meta name="keywords" content="([^"]+)"/), url).toBe(
        route.keywords.join(", "),
      );
      expect(attr(html, /<meta property="og:url" content="([^"]+)"/), url).toBe(canonical);
      expect(attr(html, /<meta property="og:description" content="([^"]+)"/), url).toBe(
        route.description,
      );
      expect(html, url).toContain('<meta property="og:locale" content="en_GB">');
      expect(html, url).toContain('<meta name="twitter:card" content="summary">');
      expect(html, url).toContain('name="twitter:title"');
    }
  });

  it("shows an alias as the very same page as its primary path", () => {
    for (const route of routes.filter((r) => r.aliases.length > 0)) {
      const primary = htmlOf(route.path);
      for (const alias of route.aliases) expect(htmlOf(alias), alias).toBe(primary);
    }
  });

  it("shows the title, subtitle and feature chips in the page heading", () => {
    for (const route of routes) {
      const head = block(htmlOf(route.path), "div", "page-head");
      expect(attr(head, /<h1>([^<]+)<\/h1>/), route.path).toBe(route.title);
      expect(attr(head, /<p class="subtitle">([^<]+)<\/p>/), route.path).toBe(route.subtitle);
      const chips = [...head.matchAll(/<li>([^<]+)<\/li>/g)].map((m) => decode(m[1] ?? ""));
      expect(chips, route.path).toEqual(route.chips);
    }
  });

  it("gives every page but the home page a back link and the 'Based on NHS, NICE and SACN guidance' badge to /sources", () => {
    for (const route of routes.filter((r) => r.path !== "/")) {
      const html = htmlOf(route.path);
      expect(attr(html, /<a class="back-link" href="([^"]+)"/), route.path).toBe(route.back ?? "/");
      const back = block(html, "a", "back-link");
      expect(back).toContain("Back to Main");
      expect(back).toContain('<span class="short">Back</span>');
      expect(html, route.path).toContain(
        '<a class="badge" href="/sources">Based on NHS, NICE and SACN guidance</a>',
      );
      // Nobody certifies calculators as NHS compliant (docs/product-decisions.md).
      expect(html, route.path).not.toMatch(/NHS Compliant/i);
    }
  });

  it("says under the NHS-named page's title that it is not an NHS service", () => {
    const head = block(htmlOf("/nhs-calorie-deficit-calculator"), "div", "page-head");
    expect(text(head)).toMatch(/This is not an NHS service/);
    expect(text(head)).toMatch(/not made, reviewed or endorsed/);
  });

  it("has every calculator page hide its widget's own title, which the page's h1 gives, mark it as on our own site, and give it the pages it leads on to", () => {
    for (const route of routes.filter((r) => r.widget)) {
      const tag = route.widget?.tag ?? "";
      const links = Object.entries(widgetLinks[tag] ?? {})
        .map(([name, path]) => ` ${name}="${path}"`)
        .join("");
      expect(htmlOf(route.path), route.path).toContain(
        `<${tag} data-cdc-home${route.widget?.variant === "default" ? "" : ` variant="${route.widget?.variant ?? ""}"`} heading="hide"${links}></${tag}>`,
      );
    }
  });
});

describe("the shared header and footer", () => {
  const html = htmlOf("/bmi-calculator");
  const header = block(html, "header", "site-header");
  const footer = block(html, "footer", "site-footer");
  const calculatorGroups = groups.filter((g) => g.calculators);

  it("holds the site title, the compliance subtitle and a home link in a sticky header", () => {
    expect(header).toContain(
      '<span class="brand-name brand-full">Calorie Deficit Calculator UK</span>',
    );
    // On a phone, the short name on one line (tests/e2e/site/routes.spec.ts measures it).
    expect(header).toContain('<span class="brand-name brand-short">Calorie Deficit UK</span>');
    expect(header).toContain("NHS, NICE and SACN");
    expect(header).toMatch(/<a class="brand" href="\/">/);
    expect(header).toMatch(/<a href="\/">Home<\/a>/);
    expect(readFileSync("dist/assets/site.css", "utf8")).toMatch(
      /\.site-header\s*\{[^}]*position:\s*sticky/,
    );
  });

  it("has a drop-down of the menu's groups, each a disclosure, each calculator once, then all calculators", () => {
    const dropDown = block(header, "details", "menu");
    expect(dropDown).toContain(
      '<summary><span class="menu-long">Calculators</span><span class="menu-short">Menu</span></summary>',
    );
    // Closed in the page (a phone shows only the group names), but for the group of the page
    // itself; site.css shows them whole on a wide screen.
    const groupsInPage = [
      ...dropDown.matchAll(/<details class="menu-group"( open)?>\s*<summary>([^<]+)<\/summary>/g),
    ];
    expect(groupsInPage.map((m) => m[2])).toEqual(menu.map((g) => g.label));
    expect(groupsInPage.filter((m) => m[1]).map((m) => m[2])).toEqual(["Your body"]);
    const links = hrefs(dropDown);
    expect(links).toEqual([...menu.flatMap((g) => g.items.map((i) => i.path)), "/calculators"]);
    expect(new Set(links).size).toBe(links.length);
    for (const link of links) expect(fileFor(link ?? ""), link).not.toBeNull();
  });

  it("opens, in the menu of each calculator page, the one group that holds it (as an entry or another version)", () => {
    for (const route of routes.filter((r) => r.widget)) {
      const page = block(block(htmlOf(route.path), "header", "site-header"), "details", "menu");
      const open = [...page.matchAll(/<details class="menu-group" open>\s*<summary>([^<]+)</g)];
      const holder = menu.find((g) =>
        g.items.some((i) => i.path === route.path || i.versions.includes(route.path)),
      );
      expect(
        open.map((m) => m[1]),
        route.path,
      ).toEqual([holder?.label]);
    }
  });

  it("lists all six calculator groups in the footer, five links each, hiding the last two on small screens", () => {
    expect(calculatorGroups).toHaveLength(6);
    calculatorGroups.forEach((group, index) => {
      const column = new RegExp(
        `<section class="footer-col( hide-small)?" aria-labelledby="footer-${group.id}">([\\s\\S]*?)</section>`,
      ).exec(footer);
      expect(column, group.id).not.toBeNull();
      expect(Boolean(column?.[1]), group.id).toBe(index >= 4);
      const links = hrefs(column?.[2] ?? "");
      const expected = routes.filter((r) => r.group === group.id).slice(0, 5);
      expect(links, group.id).toEqual(expected.map((r) => r.path));
    });
  });

  it("ends with the Information column, the disclaimer and the year 2025", () => {
    const information = /aria-labelledby="footer-information">([\s\S]*?)<\/section>/.exec(footer);
    const links = hrefs(information?.[1] ?? "");
    for (const route of routes.filter((r) => r.group === "information")) {
      expect(links).toContain(route.path);
    }
    expect(links).toContain("/embed");
    expect(links).toContain("/calculators");
    expect(footer).toMatch(/<p class="disclaimer">[\s\S]*not medical advice/);
    expect(footer).toContain("&copy; 2025 Calorie Deficit Calculator UK");
  });

  it("is the same on every page, but for the page marked as current and its group open", () => {
    const alike = (menu: string) =>
      menu.replace(/ aria-current="page"| open>/g, (m) => (m === " open>" ? ">" : ""));
    for (const route of routes) {
      const page = htmlOf(route.path);
      expect(block(page, "footer", "site-footer"), route.path).toBe(footer);
      expect(alike(block(page, "details", "menu")), route.path).toBe(
        alike(block(header, "details", "menu")),
      );
    }
  });
});

describe("the calculator pages", () => {
  it("each have their own text file, site/content/<slug>.md", () => {
    const missing = calculators
      .map((route) => `site/content/${slugOf(route)}.md`)
      .filter((file) => !existsSync(file));
    expect(missing).toEqual([]);
  });

  it("embed their widget with its variant, loading only its script and the menu script", () => {
    for (const route of calculators) {
      const html = htmlOf(route.path);
      const { tag, variant } = route.widget ?? { tag: "", variant: "" };
      const element = new RegExp(
        `<${tag}(?: data-cdc-home)?(?: variant="([^"]+)")?(?: heading="hide")?(?: [a-z-]+-href="[^"]+")*></${tag}>`,
      ).exec(html);
      expect(element, route.path).not.toBeNull();
      expect(element?.[1] ?? "default", route.path).toBe(variant);
      expect(scriptsOf(html), route.path).toEqual([
        ' src="/assets/page.js" defer',
        ` type="module" src="/widgets/${tag}.js"`,
      ]);
    }
  });

  it("ask for the shared scripts and stylesheets their widget will want while the page is read", () => {
    for (const route of calculators) {
      const html = htmlOf(route.path);
      const tag = route.widget?.tag ?? "";
      const links = [
        ...html.matchAll(/<link rel="(modulepreload|preload)" href="([^"]+)"([^>]*)>/g),
      ];
      const scripts = links.filter((m) => m[1] === "modulepreload").map((m) => m[2] ?? "");
      // The runtime, and for the advanced wizard the amounts chunk its first screen uses.
      const shared = tag === "calorie-deficit-advanced" ? ["runtime", "amounts"] : ["runtime"];
      expect(scripts, route.path).toEqual(
        shared.map((name) => expect.stringMatching(`^/widgets/chunks/${name}-[\\w-]+\\.js$`)),
      );
      // The very files the widget imports, so each preload is used, not fetched twice.
      const script = readFileSync(`dist/widgets/${tag}.js`, "utf8");
      for (const file of scripts) expect(script, route.path).toContain(path.basename(file));
      const sheets = links.filter((m) => m[1] === "preload");
      expect(
        sheets.map((m) => m[2]),
        route.path,
      ).toEqual(stylesheetsFor(tag).map((file) => `/widgets/${shippedStylesheet(file)}`));
      for (const [, , href, rest] of sheets) {
        expect(rest, href).toBe(' as="fetch" crossorigin');
        expect(existsSync(`dist${href}`), href).toBe(true);
      }
    }
  });

  it(`carry at least ${MIN_WORDS} words of their own text`, () => {
    const short = calculators
      .map((route) => ({ path: route.path, words: words(ownText(htmlOf(route.path))) }))
      .filter((page) => page.words < MIN_WORDS);
    expect(short).toEqual([]);
  });

  it(`carry an FAQ of at least ${MIN_FAQ} questions, matched by FAQPage data`, () => {
    for (const route of calculators) {
      const html = htmlOf(route.path);
      const faq = block(html, "section", "faq");
      const questions = [...faq.matchAll(/<summary>([\s\S]*?)<\/summary>/g)].map((m) =>
        text(m[1] ?? ""),
      );
      expect(questions.length, route.path).toBeGreaterThanOrEqual(MIN_FAQ);
      const data = jsonLd(html).find((d) => d["@type"] === "FAQPage") as
        { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
      expect(
        data?.mainEntity.map((q) => q.name),
        route.path,
      ).toEqual(questions);
      for (const entry of data?.mainEntity ?? []) {
        expect(entry.acceptedAnswer.text.length, route.path).toBeGreaterThan(40);
      }
    }
  });

  it("carry a comparison table and links to other calculators", () => {
    for (const route of calculators.filter((r) => r.path !== "/")) {
      const article = block(htmlOf(route.path), "article", "prose");
      expect(article, route.path).toContain("<table>");
      const internal = hrefs(article).filter((href) => href?.startsWith("/"));
      expect(internal.length, route.path).toBeGreaterThanOrEqual(2);
    }
  });

  it("reserve the widget's height before it upgrades, so nothing below it moves", () => {
    const css = readFileSync("dist/assets/site.css", "utf8");
    for (const tag of new Set(calculators.map((r) => r.widget?.tag ?? ""))) {
      expect(css, tag).toMatch(new RegExp(`(^|[\\n}])${tag}\\s*\\{\\s*min-height:\\s*\\d+px`));
    }
  });
});

describe("particular pages", () => {
  it("gives the embed guide code where the doc comments have backticks, never raw backticks or a link to itself", () => {
    const html = htmlOf("/embed");
    const article = block(html, "article", "prose");
    expect(text(article)).not.toContain("`");
    expect(text(article)).not.toMatch(/embed guide/i);
    expect(article).toContain("<code>detail</code>");
    for (const attribute of ["heading", "affiliate-links"]) {
      expect(article).toContain(`<th scope="row"><code>${attribute}</code></th>`);
    }
  });

  it("measures the waist where each method's source says, and says where the two differ", () => {
    // NICE (waist-to-height): halfway between the lowest rib and the top of the hip bone.
    // US Navy method (Hodgdon and Beckett 1984): men at the belly button.
    for (const route of calculators) {
      const sentences = ownText(htmlOf(route.path)).split(/(?<=[.!?])\s+/);
      for (const sentence of sentences.filter((s) => /lowest rib/.test(s))) {
        expect(sentence, route.path).not.toMatch(/level with (your|the) belly button/);
      }
    }
    const bodyFat = ownText(htmlOf("/body-fat-calculator"));
    expect(bodyFat).toContain("Men measure the waist level with the belly button");
    expect(bodyFat).toMatch(/waist-to-height ratio in our BMI calculator is measured elsewhere/);
    const bmiPage = ownText(htmlOf("/bmi-calculator"));
    expect(bmiPage).toContain("halfway between your lowest rib and the top of your hip bone");
    expect(bmiPage).toMatch(/body fat calculator asks men to measure/);
  });

  it("gives partners an iframe snippet that lets the frame copy its link", () => {
    const snippet = /&lt;iframe[\s\S]*?&lt;\/iframe&gt;/.exec(htmlOf("/embed"))?.[0] ?? "";
    // Not "web-share": Chromium logs "Unrecognized feature" where it has no share sheet.
    expect(snippet).toContain('allow="clipboard-write"');
  });

  it("lists every variant in the embed guide, with the page of ours that uses it", () => {
    const table = /<h2 id="variants">[\s\S]*?<\/table>/.exec(htmlOf("/embed"))?.[0] ?? "";
    const variants = new Set(routes.map((r) => r.widget?.variant ?? "default"));
    for (const variant of variants) expect(table).toContain(`<code>${variant}</code>`);
    const keto = routes.find((r) => r.widget?.variant === "keto");
    expect(table).toContain(`<a href="${keto?.path ?? ""}">`);
  });

  it("gives the home page its marketing sections, twelve calculator links, an FAQ and WebApplication data", () => {
    const html = htmlOf("/");
    expect(html.match(/<section class="home-section"/g)?.length).toBeGreaterThanOrEqual(2);
    const grid = /aria-labelledby="calculators-heading">([\s\S]*?)<\/section>/.exec(html)?.[1];
    const links = hrefs(grid ?? "");
    expect(links).toHaveLength(12);
    expect(new Set(links).size).toBe(12);
    for (const link of links) expect(routes.map((r) => r.path)).toContain(link);
    const app = jsonLd(html).find((d) => d["@type"] === "WebApplication");
    expect(app).toMatchObject({
      name: "Calorie Deficit Calculator UK",
      url: `${ORIGIN}/`,
      inLanguage: "en-GB",
      offers: { "@type": "Offer", price: "0", priceCurrency: "GBP" },
    });
  });

  it("explains each idea on the home page once", () => {
    const html = htmlOf("/");
    const main = text(html.slice(html.indexOf("<main"), html.indexOf("</main>")));
    const count = (pattern: RegExp) => main.match(new RegExp(pattern, "g"))?.length ?? 0;
    const headings = [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => text(m[1] ?? ""));
    expect(new Set(headings).size).toBe(headings.length);
    for (const gone of ["How it works", "Built on UK health guidance", "Related calculators"]) {
      expect(headings).not.toContain(gone);
    }
    // How the target is worked out (the three steps), the floor, and the 7,700 kcal rule.
    expect(count(/activity factor/)).toBe(1);
    expect(count(/Mifflin-St Jeor equation/)).toBe(1);
    expect(count(/holds about 7,700 kcal/)).toBe(1);
    expect(count(/below 1,200 kcal/)).toBe(1);
    expect(count(/in three (short |quick )?steps/)).toBeLessThanOrEqual(1);
  });

  it("lists every page of the site on /calculators, each calculator's other versions under it", () => {
    const html = htmlOf("/calculators");
    const main = block(html, "div", "wrap calculator-index");
    const links = hrefs(main);
    expect(links.sort()).toEqual([...routes.map((r) => r.path), "/embed"].sort());
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}/calculators`);
    const advanced = /<a href="\/advanced-calorie-deficit-calculator">[\s\S]*?<\/li>\s*<\/ul>/.exec(
      main,
    );
    expect(hrefs(advanced?.[0] ?? "").slice(1)).toEqual(
      menu[0]?.items.find((i) => i.label === "Advanced planner")?.versions,
    );
  });

  it("gives each page the menu names the other versions folded into it, and leaves them out of its other links", () => {
    for (const item of menu.flatMap((g) => g.items)) {
      const html = htmlOf(item.path);
      const versions = /aria-labelledby="versions-heading">([\s\S]*?)<\/section>/.exec(html)?.[1];
      expect(hrefs(versions ?? ""), item.path).toEqual(item.versions);
      const related = /aria-labelledby="related-heading">([\s\S]*?)<\/section>/.exec(html)?.[1];
      for (const version of item.versions) {
        expect(hrefs(related ?? ""), item.path).not.toContain(version);
      }
    }
  });

  it("gives the TDEE page the five activity multipliers of the engine, above its links", () => {
    const article = block(htmlOf("/tdee-calorie-deficit-calculator"), "article", "prose");
    const fromTable = [...article.matchAll(/<td class="num">([\d.]+)<\/td>/g)].map((m) =>
      Number(m[1]),
    );
    expect(fromTable).toEqual(ACTIVITY_LEVELS.map((level) => level.value));
    expect(fromTable).toEqual([1.2, 1.375, 1.55, 1.725, 1.9]);
    const tableAt = article.indexOf('id="activity-multipliers"');
    const relatedAt = article.search(/<h2[^>]*>\s*Related calculators/);
    expect(tableAt).toBeGreaterThan(-1);
    if (relatedAt > -1) expect(tableAt).toBeLessThan(relatedAt);
  });

  it("says on the privacy policy that nothing is collected, and what is stored when asked", () => {
    const page = text(block(htmlOf("/privacy-policy"), "article", "prose"));
    expect(page).toContain("Last updated: 27 November 2026");
    expect(page).toContain("cdc-details");
    expect(page).toContain("cdc-check-in");
    // One box, one Forget for both, and a partner's page named as the keeper.
    expect(page).toContain("in any of our calculators removes both at once");
    expect(page).toContain("stored by that website");
    expect(page).toContain("We do not collect your personal data");
    expect(page).toMatch(/do not (set|use) cookies/);
  });

  it("gives 30 days' notice of changes in the terms", () => {
    const page = text(block(htmlOf("/terms-conditions"), "article", "prose"));
    expect(page).toContain("30 days' notice");
  });

  it("gives contact details as text only, with reply times and office hours", () => {
    const html = htmlOf("/contact");
    expect(html).not.toContain("<form");
    const page = text(block(html, "article", "prose"));
    expect(page).toContain("3 to 5 business days");
    expect(page).toContain("Monday to Friday, 9am to 5pm GMT");
  });

  it("lists every figure with its guidance on /sources, linking to NHS, NICE and SACN", () => {
    const article = block(htmlOf("/sources"), "article", "prose");
    const page = text(article);
    for (const figure of ["7,700", "1,200", "1,500", "1.375", "1.725", "18.5", "27.5", "30 g"]) {
      expect(page).toContain(figure);
    }
    const links = hrefs(article);
    for (const host of ["www.nhs.uk", "www.nice.org.uk", "www.gov.uk"]) {
      expect(
        links.some((href) => href?.startsWith(`https://${host}/`)),
        host,
      ).toBe(true);
    }
  });

  it("has a not-found page that says so, links home, logs the path and stays out of search", () => {
    const html = readFileSync("dist/404.html", "utf8");
    expect(html).toContain("<h1>Oops! Page not found</h1>");
    expect(html).toMatch(/<a class="button" href="\/">Return to Home<\/a>/);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(scriptsOf(html)).toEqual([
      ' src="/assets/page.js" defer',
      ' src="/assets/not-found.js" defer',
    ]);
    expect(readFileSync("dist/assets/not-found.js", "utf8")).toContain("location.pathname");
  });

  it("loads no widget script on the information pages", () => {
    for (const route of routes.filter((r) => !r.widget)) {
      const html = htmlOf(route.path);
      expect(scriptsOf(html), route.path).toEqual([' src="/assets/page.js" defer']);
      expect(html, route.path).not.toContain("preload");
    }
  });
});

describe("the site as a whole", () => {
  it("gives no page the same heading twice", () => {
    for (const page of [...routes.map((r) => r.path), "/calculators", "/embed", "/sources"]) {
      const headings = [...htmlOf(page).matchAll(/<(h[1-4])\b[^>]*>([\s\S]*?)<\/\1>/g)].map(
        (m) => `${m[1]} ${text(m[2] ?? "")}`,
      );
      const twice = headings.filter((h, i) => headings.indexOf(h) !== i);
      expect(twice, page).toEqual([]);
    }
  });

  it("shares no paragraph, list item or FAQ answer between two pages", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const route of routes) {
      const html = htmlOf(route.path);
      const own = `${block(html, "article", "prose")}${block(html, "section", "faq")}`;
      for (const m of own.matchAll(/<(p|li)>([\s\S]*?)<\/\1>/g)) {
        const paragraph = text(m[2] ?? "");
        if (paragraph.length < 80) continue;
        const other = seen.get(paragraph);
        if (other && other !== route.path) repeats.push(`${route.path} and ${other}: ${paragraph}`);
        seen.set(paragraph, route.path);
      }
    }
    expect(repeats).toEqual([]);
  });

  it("links only to pages that exist", () => {
    const pages = [...everyAddress.map(({ url }) => url), "/404.html", "/embed", "/calculators"];
    const broken: string[] = [];
    for (const page of pages) {
      for (const href of hrefs(htmlOf(page))) {
        if (!href?.startsWith("/") || href.startsWith("//")) continue;
        if (!fileFor(href)) broken.push(`${page} -> ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("lists exactly the primary paths, the index of calculators and the embed guide in the sitemap; robots.txt points to it", () => {
    const sitemap = readFileSync("dist/sitemap.xml", "utf8");
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      [
        ...routes.map((r) => `${ORIGIN}${r.path}`),
        `${ORIGIN}/calculators`,
        `${ORIGIN}/embed`,
      ].sort(),
    );
    const robots = readFileSync("dist/robots.txt", "utf8");
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toMatch(/User-agent: \*\nAllow: \//);
  });

  it("sends its own script and stylesheet minified, with the widgets' browser targets", () => {
    for (const file of ["dist/assets/site.css", "dist/assets/page.js"]) {
      const code = readFileSync(file, "utf8");
      expect(code, file).not.toMatch(/\/\*|\/\/ |\n {2}/);
      expect(code.length, file).toBeLessThan(statSync(file.replace("dist/", "site/")).size);
    }
    expect(readFileSync("dist/assets/site.css", "utf8")).not.toMatch(/\((?:width|height)\s*[<>]/);
  });

  it("leaves the widgets that Vite writes into dist/widgets/ in place", () => {
    expect(readdirSync("dist/widgets")).toContain("embed.js");
  });
});
