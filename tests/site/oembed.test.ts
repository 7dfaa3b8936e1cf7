import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../../site/_data/routes.js";
import { headersFor } from "../../site/headers.js";

// Paste a URL: every calculator page (aliases too) and every /embed/<tag>/ page names a static
// oEmbed document (https://oembed.com/, section 4 "Discovery"), and that document is one that
// WordPress's filter keeps: type "rich", a <blockquote> link first, then an iframe to our
// iframe page with the page's variant. Reads the built site in dist/ (`npm run build` first).

const ORIGIN = "https://www.caloriedeficitcalculator.co.uk";
const TAGS = [...new Set(routes.flatMap((r) => (r.widget ? [r.widget.tag] : [])))];

interface OEmbed {
  version: string;
  type: string;
  title: string;
  provider_name: string;
  provider_url: string;
  width: number;
  height: number;
  html: string;
}

const htmlOf = (urlPath: string) =>
  readFileSync(path.join("dist", urlPath.replace(/^\/|\/$/g, ""), "index.html"), "utf8");

/** The page's discovery links: href and title of each json+oembed alternate. */
function discoveryLinks(html: string): { href: string; title: string }[] {
  const links = html.match(/<link\b[^>]*type="application\/json\+oembed"[^>]*>/g) ?? [];
  return links.map((link) => ({
    href: /\bhref="([^"]*)"/.exec(link)?.[1] ?? "",
    title: /\btitle="([^"]*)"/.exec(link)?.[1] ?? "",
  }));
}

/** The oEmbed document a discovery link names, read from dist/. */
function documentAt(href: string): OEmbed {
  expect(href.startsWith(`${ORIGIN}/oembed/`), href).toBe(true);
  const file = path.join("dist", href.slice(ORIGIN.length));
  expect(existsSync(file), `${file} is built`).toBe(true);
  expect(headersFor(href.slice(ORIGIN.length))["Access-Control-Allow-Origin"]).toBe("*");
  return JSON.parse(readFileSync(file, "utf8")) as OEmbed;
}

/** Checks a document against the page it came from and returns its iframe's address. */
function checkDocument(doc: OEmbed, want: { title: string; link: string; frame: string }) {
  expect(doc).toMatchObject({
    version: "1.0",
    type: "rich",
    title: want.title,
    provider_name: "Calorie Deficit Calculator UK",
    provider_url: `${ORIGIN}/`,
  });
  expect(doc.width).toBeGreaterThanOrEqual(320);
  // WordPress never sets an embed taller than 1,000 px, nor shorter than 200.
  expect(doc.height).toBeGreaterThanOrEqual(200);
  expect(doc.height).toBeLessThanOrEqual(1000);
  // WordPress keeps "(<blockquote>.*?</blockquote>)?.*(<iframe.*?></iframe>)" and loads its
  // resizer only when the blockquote is there, so the link must come before the iframe.
  const shape =
    /^<blockquote><a href="([^"]+)">([^<]+)<\/a><\/blockquote><iframe ([^>]*)><\/iframe>$/.exec(
      doc.html,
    );
  expect(shape, doc.html).not.toBeNull();
  const [, link, text, attributes] = shape ?? [];
  expect(link).toBe(want.link);
  expect(text).toBe(want.title.replace(/&/g, "&amp;"));
  const attribute = (name: string) =>
    new RegExp(`\\b${name}="([^"]*)"`).exec(attributes ?? "")?.[1];
  expect(attribute("src")?.replace(/&amp;/g, "&")).toBe(want.frame);
  expect(Number(attribute("width"))).toBe(doc.width);
  expect(Number(attribute("height"))).toBe(doc.height);
  expect(attribute("title")).toBeTruthy();
}

const frameOf = (tag: string, variant: string) =>
  `${ORIGIN}/embed/${tag}/${variant === "default" ? "" : `?variant=${variant}`}`;

describe("oEmbed: every calculator page names its document", () => {
  for (const route of routes.filter((r) => r.widget)) {
    const widget = route.widget ?? { tag: "", variant: "" };
    it(`${route.path} (and its aliases)`, () => {
      for (const address of [route.path, ...route.aliases]) {
        const links = discoveryLinks(htmlOf(address));
        expect(links, `${address} has one discovery link`).toHaveLength(1);
        const [link] = links;
        expect(link?.title).toBe(route.title.replace(/&/g, "&amp;"));
        checkDocument(documentAt(link?.href ?? ""), {
          title: route.title,
          link: ORIGIN + route.path,
          frame: frameOf(widget.tag, widget.variant),
        });
      }
    });
  }

  it("pages without a calculator name none", () => {
    for (const route of routes.filter((r) => !r.widget)) {
      expect(discoveryLinks(htmlOf(route.path)), route.path).toHaveLength(0);
    }
    expect(discoveryLinks(htmlOf("/embed"))).toHaveLength(0);
  });
});

describe("oEmbed: every /embed/<tag>/ page names its document", () => {
  for (const tag of TAGS) {
    it(tag, () => {
      const html = htmlOf(`/embed/${tag}/`);
      const links = discoveryLinks(html);
      expect(links).toHaveLength(1);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "";
      const doc = documentAt(links[0]?.href ?? "");
      checkDocument(doc, { title: doc.title, link: canonical, frame: frameOf(tag, "default") });
    });
  }
});
