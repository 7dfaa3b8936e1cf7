import type { Locator } from "@playwright/test";

/** One band of a focus indicator: its colour, how thick it is, and its contrast. */
export interface FocusBand {
  source: string;
  color: string;
  px: number;
  /** Contrast ratio (WCAG 2) against the colour behind the control. */
  contrast: number;
}

/** What a focused control shows, read from its computed style. */
export interface FocusAppearance {
  background: string;
  bands: FocusBand[];
  /** The best contrast of any band at least 2 px thick against the colour behind. */
  best: number;
}

/**
 * Reads the focus indicator of `target` (the element that draws it: a radio card's label,
 * say) from its computed style, while `focused` holds focus: the outline, each box-shadow
 * (its spread, or its vertical offset for a bar under a link), and a background that focus
 * changes.
 * The colour behind is the first opaque background of an ancestor, across shadow roots.
 * Runs in the page, so it needs nothing but the browser's own colour parsing.
 */
export async function focusAppearance(focused: Locator, target: Locator): Promise<FocusAppearance> {
  const unfocused = await target.evaluate((el) => getComputedStyle(el).backgroundColor);
  await focused.focus();
  return target.evaluate((el, unfocusedFill) => {
    const canvas = document.createElement("canvas").getContext("2d", {
      willReadFrequently: true,
    }) as CanvasRenderingContext2D;
    /** Any CSS colour as [r, g, b, a] (0-255 and 0-1), through a 1 px canvas. */
    const rgba = (css: string): [number, number, number, number] => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = "#000";
      canvas.fillStyle = css;
      canvas.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
    };
    const contrast = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const parentOf = (node: Element): Element | null =>
      node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
    let behind: number[] = [255, 255, 255];
    let behindCss = "rgb(255, 255, 255)";
    for (let node = parentOf(el); node; node = parentOf(node)) {
      const css = getComputedStyle(node).backgroundColor;
      if (rgba(css)[3] === 1) {
        behind = rgba(css);
        behindCss = css;
        break;
      }
    }
    const style = getComputedStyle(el);
    const bands: { source: string; color: string; px: number }[] = [];
    if (style.outlineStyle !== "none") {
      bands.push({
        source: "outline",
        color: style.outlineColor,
        px: parseFloat(style.outlineWidth),
      });
    }
    // Each shadow: "rgb(...) 0px 4px 0px 0px" (colour, x, y, blur, spread), comma-separated.
    for (const shadow of style.boxShadow === "none" ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
      const color = /^\s*((?:rgba?|color)\([^)]*\)|#\w+)/.exec(shadow)?.[1] ?? "";
      const lengths = (shadow.replace(color, "").match(/-?[\d.]+px/g) ?? []).map(parseFloat);
      const [x = 0, y = 0, , spread = 0] = lengths;
      if (/inset/.test(shadow)) continue;
      bands.push({
        source: "box-shadow",
        color,
        px: Math.max(spread, Math.abs(y) - spread, Math.abs(x) - spread),
      });
    }
    // A fill counts only when focus changes it (a yellow fill behind a link).
    if (style.backgroundColor !== unfocusedFill && rgba(style.backgroundColor)[3] === 1) {
      bands.push({ source: "background", color: style.backgroundColor, px: 2 });
    }
    const measured = bands
      .filter((band) => rgba(band.color)[3] === 1)
      .map((band) => ({ ...band, contrast: contrast(rgba(band.color), behind) }));
    const best = Math.max(0, ...measured.filter((b) => b.px >= 2).map((b) => b.contrast));
    return { background: behindCss, bands: measured, best };
  }, unfocused);
}
