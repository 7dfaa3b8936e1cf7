import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { build, parseSync, Visitor, type ESTree, type Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import {
  filesAtLoad,
  filesEver,
  readWidgetManifest,
  widgetFiles,
  widgetKey,
} from "../../scripts/widget-manifest.ts";
import { shippedStylesheet } from "../../scripts/stylesheets-as-text.ts";
import { DESCRIPTIONS, stylesheetsFor } from "../../widgets/widget-descriptions.ts";
import { WIDGET_TAGS } from "../../widgets/widget-tags.ts";

/** A widget's stylesheets as the build ships them, styles/<name>.css.txt. */
const shippedFor = (tag: string) => stylesheetsFor(tag).map(shippedStylesheet);

// The built dist/widgets/ (`npm run build` first), as docs/widget-build.md describes it.

// Partners load these two files with a classic <script src>, where an import or export
// statement (or import.meta) is a syntax error: each must stay one self-contained file.
describe.each(["embed.js", "frame.js"])("dist/widgets/%s", (name) => {
  const file = `dist/widgets/${name}`;

  it("is built", () => {
    expect(existsSync(file), "run `npm run build` first").toBe(true);
  });

  it("parses as a classic script: no import or export statement, no import.meta", () => {
    const code = readFileSync(file, "utf8");
    expect(() => new Function(code)).not.toThrow();
  });
});

describe("dist/widgets/<tag>.js", () => {
  const manifest = readWidgetManifest();
  const key = (tag: string) => widgetKey(manifest, tag);
  /** What a widget loads before it runs, besides itself. */
  const loadsFirst = (tag: string) => filesAtLoad(manifest, key(tag)).slice(1);

  it("are the build's entries, one a widget, named after the tag", () => {
    for (const tag of WIDGET_TAGS) {
      expect(manifest[key(tag)]?.file).toBe(`${tag}.js`);
      expect(existsSync(`dist/widgets/${tag}.js`), tag).toBe(true);
    }
  });

  // The element file reads the widget's description, but a page needs only the tag and the
  // attributes' names: what each attribute does is for the manifests (vite.widgets.config.ts).
  it.each(WIDGET_TAGS)("%s carries its attributes' names, not their descriptions", (tag) => {
    const code = readFileSync(`dist/widgets/${tag}.js`, "utf8");
    const { attributes, cssParts } = DESCRIPTIONS[tag];
    for (const [name, attribute] of Object.entries(attributes)) {
      expect(code, name).toMatch(new RegExp(`["\`]?${name}["\`]?:0`));
      expect(code, name).not.toContain(attribute.description);
    }
    expect(code).not.toContain(DESCRIPTIONS[tag].summary);
    for (const part of Object.values(cssParts)) expect(code, part).not.toContain(part);
  });

  const RUNTIME = /^chunks\/runtime-[\w-]+\.js$/;
  const AMOUNTS = /^chunks\/amounts-[\w-]+\.js$/;

  // One shared runtime a page, loaded once however many widgets it holds; everything else a
  // widget needs at first paint is in its own file. Only the advanced wizard's fields read
  // typed numbers before the results load, so only it loads the shared amounts chunk first too.
  it.each(WIDGET_TAGS)("%s loads only the shared files it needs before it runs", (tag) => {
    const shared = tag === "calorie-deficit-advanced" ? [RUNTIME, AMOUNTS] : [RUNTIME];
    expect(loadsFirst(tag)).toEqual(shared.map((name) => expect.stringMatching(name)));
  });

  it("all widgets share the same runtime and amounts files", () => {
    expect(new Set(WIDGET_TAGS.flatMap(loadsFirst)).size).toBe(2);
  });

  // The first paint carries the form; reading it, the engine call and the result view come
  // when the visitor starts to answer, in a chunk of the widget's own. The only other file a
  // widget may fetch later is the shared amounts chunk, with the units switch's conversion.
  it.each(WIDGET_TAGS)("%s leaves its results to one chunk of its own, loaded later", (tag) => {
    const first = new Set(filesAtLoad(manifest, key(tag)));
    const later = filesEver(manifest, key(tag)).filter((file) => !first.has(file));
    const own = later.filter((file) => /^chunks\/[\w-]+-report-[\w-]+\.js$/.test(file));
    expect(own).toHaveLength(1);
    expect(later.filter((file) => !own.includes(file) && !AMOUNTS.test(file))).toEqual([]);
    const others = WIDGET_TAGS.filter((other) => other !== tag);
    for (const other of others) expect(filesEver(manifest, key(other))).not.toContain(own[0]);
  });

  it("the loader fetches, with each widget, the files the manifest lists for it", () => {
    const loader = readFileSync("dist/widgets/embed.js", "utf8");
    for (const tag of WIDGET_TAGS) {
      const { script, modules, stylesheets } = widgetFiles(manifest, tag);
      for (const file of [script, ...modules, ...stylesheets]) expect(loader).toContain(file);
    }
  });

  /** The text of a string literal, quoted or backquoted without substitutions. */
  const text = (node: ESTree.Node | undefined): string | undefined => {
    if (node?.type === "Literal" && typeof node.value === "string") return node.value;
    if (node?.type === "TemplateLiteral" && node.expressions.length === 0)
      return node.quasis[0]?.value.cooked ?? undefined;
    return undefined;
  };

  /** The `new URL("<literal>", import.meta.url)` expressions of a built file, in order. */
  const urlsBesideFile = (file: string): string[] => {
    const found: string[] = [];
    new Visitor({
      NewExpression(node) {
        const [first, second] = node.arguments;
        const url = text(first);
        if (node.callee.type !== "Identifier" || node.callee.name !== "URL") return;
        if (url === undefined) return;
        const metaUrl =
          second?.type === "MemberExpression" &&
          second.object.type === "MetaProperty" &&
          second.property.type === "Identifier" &&
          second.property.name === "url";
        if (metaUrl) found.push(url);
      },
    }).visit(parseSync(file, readFileSync(file, "utf8")).program);
    return found;
  };

  it.each(WIDGET_TAGS)(
    "%s names its stylesheets beside it as text files, in the form bundlers ship",
    (tag) => {
      expect(urlsBesideFile(`dist/widgets/${tag}.js`)).toEqual(
        shippedFor(tag).map((sheet) => `./${sheet}`),
      );
    },
  );

  it.each(WIDGET_TAGS)(
    "%s has its stylesheets built, minified, for the scripts' browsers",
    (tag) => {
      for (const sheet of shippedFor(tag)) {
        const file = `dist/widgets/${sheet}`;
        expect(existsSync(file), file).toBe(true);
        const css = readFileSync(file, "utf8");
        expect(css.length, file).toBeGreaterThan(0);
        // ASCII only (a character past it as a CSS escape, `\2192`): a bundler may inline a
        // sheet as base64, which the widget reads a byte a character (load-styles.ts).
        expect(css, file).toMatch(/^[\x20-\x7e\n]*$/);
        expect(css, file).not.toMatch(/\/\*|\n {2}/);
        // Media range syntax (width >= 600px) needs Chrome 104; package.json's browserslist
        // goes further back. A container query may use it: every browser with container
        // queries (Chrome 105, Safari 16, Firefox 110) reads it, and the older ones skip the
        // whole block either way.
        const outsideContainerQueries = css.replace(/@container [^{]*\{/g, "@container{");
        expect(outsideContainerQueries, file).not.toMatch(/\((?:width|height)\s*[<>]/);
      }
    },
  );
});

// Bundler users import a widget from the package (issue 6): the bundler must find and ship its
// stylesheets, which the widget names as `new URL("./styles/x.css.txt", import.meta.url)`.
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
    for (const sheet of shippedFor(tag))
      expect(shipped, sheet).toContain(readFileSync(`dist/widgets/${sheet}`, "utf8"));
    const code = output.output.filter((file) => file.type === "chunk").map((c) => c.code);
    expect(code.join("\n")).not.toMatch(/["'`]\.\/styles\//);
  });
});
