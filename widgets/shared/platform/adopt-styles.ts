const sheets = new Map<string, CSSStyleSheet>();

/**
 * Puts CSS into a shadow root. Constructable stylesheets are allowed under a strict
 * Content-Security-Policy (a <style> element is not), and one sheet object is shared by
 * every widget on the page. jsdom has no adoptedStyleSheets, so a <style> is the fallback.
 */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  if (
    "adoptedStyleSheets" in root &&
    typeof CSSStyleSheet === "function" &&
    "replaceSync" in CSSStyleSheet.prototype
  ) {
    root.adoptedStyleSheets = cssTexts.map((css) => {
      let sheet = sheets.get(css);
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        sheets.set(css, sheet);
      }
      return sheet;
    });
    return;
  }
  const style = document.createElement("style");
  style.textContent = cssTexts.join("\n");
  root.prepend(style);
}
