import { transform } from "lightningcss";
import { describe, expect, it } from "vitest";
import {
  cssTargets,
  jsTargets,
  oldestVersions,
  projectBrowsers,
} from "../../scripts/browser-targets.ts";

const QUERY = ["chrome >= 94", "Safari >= 16.4", "ios_saf >= 16.4", "firefox >= 93"];

describe("the browsers of package.json, for each tool", () => {
  it("reads each entry as the oldest version of one browser", () => {
    expect(oldestVersions(QUERY)).toEqual([
      "chrome 94",
      "safari 16.4",
      "ios_saf 16.4",
      "firefox 93",
    ]);
  });

  it("gives Vite and the minifier esbuild-style names, with iOS Safari as ios", () => {
    expect(jsTargets(QUERY)).toEqual(["chrome94", "safari16.4", "ios16.4", "firefox93"]);
  });

  it("gives Lightning CSS its encoded versions (major << 16 | minor << 8)", () => {
    expect(cssTargets(QUERY)).toEqual({
      chrome: 94 << 16,
      safari: (16 << 16) | (4 << 8),
      ios_saf: (16 << 16) | (4 << 8),
      firefox: 93 << 16,
    });
  });

  it("compiles range media queries down for browsers that lack them, and keeps them otherwise", () => {
    const css = "@media (width >= 600px) { a { color: red } }";
    const compile = (query: string[]) =>
      transform({
        filename: "a.css",
        code: Buffer.from(css),
        minify: true,
        targets: cssTargets(query),
      }).code.toString();
    // Range syntax arrived in Chrome 104 and Safari 16.4.
    expect(compile(["chrome >= 94"])).toContain("min-width:600px");
    expect(compile(["chrome >= 104"])).toContain("width>=600px");
  });

  it("refuses a query it cannot resolve without usage data, naming it", () => {
    expect(() => oldestVersions(["defaults"])).toThrow(/"defaults"/);
    expect(() => oldestVersions(["> 0.5%"])).toThrow(/"> 0.5%"/);
    expect(() => oldestVersions(["netscape >= 4"])).toThrow(/"netscape >= 4"/);
    expect(() => oldestVersions([])).toThrow(/no browser/);
  });

  it("reads package.json's own list, which every tool then shares", () => {
    const browsers = projectBrowsers();
    expect(browsers.length).toBeGreaterThan(0);
    expect(jsTargets(browsers)).toHaveLength(browsers.length);
  });
});
