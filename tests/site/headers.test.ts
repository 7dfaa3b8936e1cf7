import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { headersFile, headersFor, pathMatches, rulesFor } from "../../site/headers.js";

// The one headers policy (site/headers.js) against the built site in dist/ (`npm run build`
// first; `npm test` does).

/** Every built file's URL path, as scripts/serve.js names it ("/x/" for x/index.html). */
function builtPaths(folder = "dist", prefix = "/"): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return builtPaths(path.join(folder, entry.name), `${prefix}${entry.name}/`);
    }
    if (entry.name === "_headers") return [];
    return [entry.name === "index.html" ? prefix : `${prefix}${entry.name}`];
  });
}

const paths = builtPaths();
const pages = paths.filter((p) => p.endsWith("/") || p.endsWith(".html"));
const UNKNOWN = ["/no-such-page", "/no-such-page/", "/a/b/c", "/widgets/chunks/gone.js"];

describe("the headers policy", () => {
  it("never names one header in two rules that match the same path (hosts merge those differently)", () => {
    expect(paths.length).toBeGreaterThan(50);
    for (const urlPath of [...paths, ...UNKNOWN]) {
      const names = rulesFor(urlPath).flatMap((rule) => Object.keys(rule.headers));
      expect(names.length, urlPath).toBe(new Set(names).size);
    }
  });

  it("gives every page the strict policy, HSTS, the referrer and permissions policies and nosniff", () => {
    for (const urlPath of pages) {
      const headers = headersFor(urlPath);
      const csp = headers["Content-Security-Policy"] ?? "";
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]) {
        expect(csp.split("; "), urlPath).toContain(directive);
      }
      expect(csp, urlPath).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(headers["Strict-Transport-Security"], urlPath).toMatch(/^max-age=\d{8,}/);
      expect(headers["Referrer-Policy"], urlPath).toBe("strict-origin-when-cross-origin");
      expect(headers["Permissions-Policy"], urlPath).toContain("geolocation=()");
      expect(headers["X-Content-Type-Options"], urlPath).toBe("nosniff");
    }
  });

  it("lets only the /embed/<tag>/ pages be framed by other sites", () => {
    const frames = pages.filter((p) => /^\/embed\/[^/]+\/$/.test(p));
    expect(frames).toHaveLength(8);
    for (const urlPath of pages) {
      const csp = headersFor(urlPath)["Content-Security-Policy"];
      expect(csp, urlPath).toContain(
        frames.includes(urlPath) ? "frame-ancestors *" : "frame-ancestors 'self'",
      );
    }
  });

  it("opens CORS on /widgets/ and /oembed/ only, and caches only the hashed chunks for a year", () => {
    for (const urlPath of paths) {
      const headers = headersFor(urlPath);
      expect(headers["Access-Control-Allow-Origin"], urlPath).toBe(
        /^\/(widgets|oembed)\//.test(urlPath) ? "*" : undefined,
      );
      const hashed = /^\/widgets\/chunks\/[\w-]+-[\w-]{8}\.js$/.test(urlPath);
      expect(headers["Cache-Control"], urlPath).toBe(
        hashed ? "public, max-age=31536000, immutable" : "no-cache",
      );
    }
  });

  it("is what the build wrote to dist/_headers", () => {
    expect(readFileSync("dist/_headers", "utf8")).toBe(headersFile());
    expect(headersFile()).toMatch(
      /^\/embed\/:tag\/\n {2}Content-Security-Policy: .*frame-ancestors \*$/m,
    );
  });
});

describe("pathMatches", () => {
  it("matches * to the rest of the path and :name to one segment", () => {
    expect(pathMatches("/*", "/")).toBe(true);
    expect(pathMatches("/widgets/*", "/widgets/chunks/a.js")).toBe(true);
    expect(pathMatches("/widgets/*", "/widgetsx/a.js")).toBe(false);
    expect(pathMatches("/widgets/:file", "/widgets/a.js")).toBe(true);
    expect(pathMatches("/widgets/:file", "/widgets/chunks/a.js")).toBe(false);
    expect(pathMatches("/:page/", "/bmi-calculator/")).toBe(true);
    expect(pathMatches("/:page/", "/embed/calorie-deficit-bmi/")).toBe(false);
    expect(pathMatches("/:page", "/")).toBe(false);
  });
});

describe("the built HTML", () => {
  it("has no inline script (JSON-LD data aside), no <style> element and no style attribute", () => {
    for (const urlPath of pages) {
      const file = path.join("dist", urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath);
      const html = readFileSync(file, "utf8");
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
        expect(
          /\ssrc=/.test(tag) || /type="application\/ld\+json"/.test(tag),
          `${urlPath}: ${tag}`,
        ).toBe(true);
      }
      expect(html, urlPath).not.toMatch(/<style\b/i);
      expect(html, urlPath).not.toMatch(/<[a-z][^>]*\sstyle=/i);
      expect(html, urlPath).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    }
  });
});
