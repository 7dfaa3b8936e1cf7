import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { build, type Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { stylesheetsFor, WIDGET_TAGS } from "../../widgets/widget-tags.ts";
import { fullClosure, staticClosure } from "../bench/bundle-graph.ts";

// Partners load these two files with a classic <script src>, where an import or export
// statement is a syntax error: each must stay one self-contained file.
describe.each(["embed.js", "frame.js"])("dist/widgets/%s", (name) => {
  const file = `dist/widgets/${name}`;

  it("is built", () => {
    expect(existsSync(file), "run `npm run build` first").toBe(true);
  });

  it("has no import or export statement, so it runs as a classic script", () => {
    const code = readFileSync(file, "utf8");
    expect(code).not.toMatch(/(^|[;}\s])import\s*[{"'\w*]/);
    expect(code).not.toMatch(/(^|[;}\s])export\s*[{\w*]/);
    expect(() => new Function(code)).not.toThrow();
  });
});

// One shared runtime a page, loaded once however many widgets it holds; everything else a
// widget needs at first paint is in its own file (vite.widgets.config.ts).
describe("dist/widgets/<tag>.js", () => {
  const built = WIDGET_TAGS.filter((tag) => existsSync(`dist/widgets/${tag}.js`));
  /** What a widget loads before it runs, besides itself. */
  const loadsFirst = (tag: string) => {
    const entry = path.resolve(`dist/widgets/${tag}.js`);
    return [...staticClosure(entry)].filter((file) => file !== entry);
  };

  it("builds every widget", () => {
    expect(built).toEqual([...WIDGET_TAGS]);
  });

  it.each(built)("%s loads only the shared runtime before it runs", (tag) => {
    expect(loadsFirst(tag)).toEqual([expect.stringMatching(/\/chunks\/runtime-[\w-]+\.js$/)]);
  });

  // The first paint carries the form; the engine call and the result view come when the
  // visitor starts to answer (or, for the wizards, reaches the last step).
  it.each(built)("%s leaves its results to one chunk of its own, loaded later", (tag) => {
    const entry = path.resolve(`dist/widgets/${tag}.js`);
    const first = staticClosure(entry);
    const later = [...fullClosure(entry)].filter((file) => !first.has(file));
    expect(later).toEqual([expect.stringMatching(/\/chunks\/[\w-]+-report-[\w-]+\.js$/)]);
  });

  it("all widgets share the same runtime file", () => {
    expect(new Set(built.flatMap(loadsFirst)).size).toBe(1);
  });

  it("the loader preloads that runtime by its built name", () => {
    const runtime = path.basename(loadsFirst("calorie-deficit-bmi")[0] ?? "");
    expect(readFileSync("dist/widgets/embed.js", "utf8")).toContain(`chunks/${runtime}`);
  });

  it.each(built)("%s names its stylesheets beside it, in the form bundlers ship", (tag) => {
    const code = readFileSync(`dist/widgets/${tag}.js`, "utf8");
    const named = [
      ...code.matchAll(/new URL\((["'`])\.\/(styles\/[\w-]+\.css)\1,\s*import\.meta\.url\)/g),
    ];
    expect(named.map((m) => m[2])).toEqual(stylesheetsFor(tag));
  });

  it.each(built)("%s has its stylesheets built, minified, for the scripts' browsers", (tag) => {
    for (const sheet of stylesheetsFor(tag)) {
      const file = `dist/widgets/${sheet}`;
      expect(existsSync(file), file).toBe(true);
      const css = readFileSync(file, "utf8");
      expect(css.length, file).toBeGreaterThan(0);
      expect(css, file).not.toMatch(/\/\*|\n {2}/);
      // Media range syntax (width >= 600px) needs Chrome 104; the scripts run from Chrome 94.
      expect(css, file).not.toMatch(/\((?:width|height)\s*[<>]/);
    }
  });
});

// Bundler users import a widget from the package (issue 6): the bundler must find and ship its
// stylesheets, which the widget names as `new URL("./styles/x.css", import.meta.url)`.
describe("a partner's bundler importing a built widget", () => {
  it("ships every stylesheet the widget names, and leaves no path to styles/ behind", async () => {
    const tag = "calorie-deficit-basic";
    const output = (await build({
      configFile: false,
      logLevel: "silent",
      build: {
        write: false,
        assetsInlineLimit: 0,
        rolldownOptions: { input: path.resolve(`dist/widgets/${tag}.js`) },
      },
    })) as Rolldown.RolldownOutput;
    const assets = output.output.filter((file) => file.type === "asset");
    const shipped = assets.map((asset) => String(asset.source));
    for (const sheet of stylesheetsFor(tag))
      expect(shipped, sheet).toContain(readFileSync(`dist/widgets/${sheet}`, "utf8"));
    const code = output.output.filter((file) => file.type === "chunk").map((c) => c.code);
    expect(code.join("\n")).not.toMatch(/["'`]\.\/styles\//);
  });
});
