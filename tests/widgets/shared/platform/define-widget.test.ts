// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineWidget } from "../../../../widgets/shared/platform/define-widget.ts";
import {
  stylesheetSource,
  stylesheetsFor,
  WIZARD_TAGS,
} from "../../../../widgets/widget-descriptions.ts";
import { WIDGET_TAGS } from "../../../../widgets/widget-tags.ts";
import { mount } from "../../helpers/widget-dom.ts";

const ELEMENTS = import.meta.glob("../../../../widgets/*/*.element.ts");
/** Where a built sheet ("styles/base.css") comes from: widgets/shared/styles/base.css. */
const sourceFile = (file: string) =>
  path.join("widgets", stylesheetSource(path.basename(file, ".css")));
const source = (file: string) => readFileSync(sourceFile(file), "utf8");
const url = (file: string) => pathToFileURL(path.resolve(sourceFile(file)));
/** The sheets an element file names, as `new URL("./styles/<name>.css", import.meta.url)`. */
const namedSheets = (tag: string) =>
  [
    ...readFileSync(`widgets/${tag}/${tag}.element.ts`, "utf8").matchAll(
      /new URL\(\/\* @vite-ignore \*\/ "\.\/(styles\/[\w-]+\.css)", import\.meta\.url\)/g,
    ),
  ].map((match) => match[1]);

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("widget stylesheets", () => {
  it("every widget has its stylesheets, and only the wizards the wizard's", () => {
    for (const tag of WIDGET_TAGS) {
      const files = stylesheetsFor(tag);
      expect(files[0], tag).toBe("styles/base.css");
      expect(files.at(-1), tag).toBe(`styles/${tag}.css`);
      for (const file of files) expect(source(file).length, file).toBeGreaterThan(0);
    }
    expect(stylesheetsFor("calorie-deficit-basic")).toContain("styles/wizard.css");
    expect(stylesheetsFor("calorie-deficit-bmi")).not.toContain("styles/wizard.css");
    // The wizards, as the site's list of variants reads them (site/_data/embedVariants.js).
    expect(WIZARD_TAGS).toEqual(["calorie-deficit-basic", "calorie-deficit-advanced"]);
  });

  it.each(WIDGET_TAGS)("<%s>'s element file names its description's sheets, in order", (tag) => {
    expect(namedSheets(tag)).toEqual(stylesheetsFor(tag));
  });

  it.each(WIDGET_TAGS)(
    "<%s> renders with its stylesheets already in its shadow root",
    async (tag) => {
      const load = ELEMENTS[`../../../../widgets/${tag}/${tag}.element.ts`];
      // A missing element file fails here, not as a mount that waits for a tag never defined.
      expect(load, `widgets/${tag}/${tag}.element.ts`).toBeDefined();
      await load?.();
      const { root } = await mount(tag);
      // jsdom has no adoptedStyleSheets, so the sheets arrive as one <style>, in order.
      const css = root.querySelector("style")?.textContent ?? "";
      expect(css).toBe(stylesheetsFor(tag).map(source).join("\n"));
    },
  );

  /** A fresh copy of the module, with nothing loaded yet. */
  const freshLoadStyles = async () => {
    vi.resetModules();
    return (await import("../../../../widgets/shared/platform/load-styles.ts")).loadStyles;
  };

  it("fetches each sheet once however many widgets ask for it", async () => {
    const loadStyles = await freshLoadStyles();
    const fetch = vi.spyOn(globalThis, "fetch");
    const [first, second] = await Promise.all([
      loadStyles([url("styles/wizard.css")]),
      loadStyles([url("styles/wizard.css"), url("styles/calorie-deficit-basic.css")]),
    ]);
    expect(first).toEqual([source("styles/wizard.css")]);
    expect(second).toEqual([
      source("styles/wizard.css"),
      source("styles/calorie-deficit-basic.css"),
    ]);
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith("/wizard.css"))).toHaveLength(1);
  });

  it("asks for CSS, so a dev server that turns stylesheets into modules sends the sheet", async () => {
    const loadStyles = await freshLoadStyles();
    const fetch = vi.spyOn(globalThis, "fetch");
    await loadStyles([url("styles/base.css")]);
    expect(fetch).toHaveBeenCalledOnce();
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get("accept")).toBe("text/css");
  });

  it("leaves out a sheet that cannot load, says so in the console, and tries again next time", async () => {
    const loadStyles = await freshLoadStyles();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const fetch = vi.spyOn(globalThis, "fetch");
    expect(await loadStyles([url("styles/no-such-sheet.css"), url("styles/base.css")])).toEqual([
      "",
      source("styles/base.css"),
    ]);
    expect(error).toHaveBeenCalledOnce();
    await loadStyles([url("styles/no-such-sheet.css")]);
    expect(
      fetch.mock.calls.filter(([url]) => String(url).endsWith("/no-such-sheet.css")),
    ).toHaveLength(2);
  });
});

describe("defineWidget", () => {
  const Empty = () => null;

  it("defines a tag once, when asked twice while its sheets load and again once defined", async () => {
    const define = vi.spyOn(customElements, "define");
    const sheets = [url("styles/base.css")];
    await Promise.all([
      defineWidget({ tag: "test-defined-once", attributes: {} }, Empty, sheets),
      defineWidget({ tag: "test-defined-once", attributes: {} }, Empty, sheets),
    ]);
    await defineWidget({ tag: "test-defined-once", attributes: {} }, Empty, sheets);
    expect(define.mock.calls.map(([tag]) => tag)).toEqual(["test-defined-once"]);
  });

  it("leaves alone a tag the page has already defined", async () => {
    class Theirs extends HTMLElement {}
    customElements.define("test-taken", Theirs);
    const define = vi.spyOn(customElements, "define");
    await defineWidget({ tag: "test-taken", attributes: {} }, Empty, []);
    expect(define).not.toHaveBeenCalled();
    expect(customElements.get("test-taken")).toBe(Theirs);
  });
});
