// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stylesheetsFor, WIDGET_TAGS } from "../../../widgets/widget-tags.ts";
import { mount } from "../helpers/widget-dom.ts";

const ELEMENTS = import.meta.glob("../../../widgets/*/*.element.ts");
const source = (name: string) => readFileSync(`widgets/styles/${name}.css`, "utf8");

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("widget stylesheets", () => {
  it("every widget has its stylesheets, and only the wizards the wizard's", () => {
    for (const tag of WIDGET_TAGS) {
      const names = stylesheetsFor(tag);
      expect(names[0], tag).toBe("base");
      expect(names.at(-1), tag).toBe(tag);
      for (const name of names) expect(source(name).length, name).toBeGreaterThan(0);
    }
    expect(stylesheetsFor("calorie-deficit-basic")).toContain("wizard");
    expect(stylesheetsFor("calorie-deficit-bmi")).not.toContain("wizard");
  });

  it.each(WIDGET_TAGS)(
    "<%s> renders with its stylesheets already in its shadow root",
    async (tag) => {
      const load = ELEMENTS[`../../../widgets/${tag}/${tag}.element.ts`];
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
    return (await import("../../../widgets/shared/load-styles.ts")).loadStyles;
  };

  it("fetches each sheet once however many widgets ask for it", async () => {
    const loadStyles = await freshLoadStyles();
    const fetch = vi.spyOn(globalThis, "fetch");
    const [first, second] = await Promise.all([
      loadStyles(["wizard"]),
      loadStyles(["wizard", "calorie-deficit-basic"]),
    ]);
    expect(first).toEqual([source("wizard")]);
    expect(second).toEqual([source("wizard"), source("calorie-deficit-basic")]);
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith("/wizard.css"))).toHaveLength(1);
  });

  it("leaves out a sheet that cannot load, says so in the console, and tries again next time", async () => {
    const loadStyles = await freshLoadStyles();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const fetch = vi.spyOn(globalThis, "fetch");
    expect(await loadStyles(["no-such-sheet", "base"])).toEqual(["", source("base")]);
    expect(error).toHaveBeenCalledOnce();
    await loadStyles(["no-such-sheet"]);
    expect(
      fetch.mock.calls.filter(([url]) => String(url).endsWith("/no-such-sheet.css")),
    ).toHaveLength(2);
  });
});
