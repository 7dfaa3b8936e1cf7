import r2wc from "@r2wc/react-to-web-component";
import type { FunctionComponent } from "react";
import { adoptStyles } from "./adopt-styles.ts";
import { loadStyles } from "./load-styles.ts";

/** Props every widget receives: attributes as text (parsed by the widget) and its root. */
export interface WidgetProps {
  variant?: string;
  units?: string;
  calcDelay?: string;
  /** The open shadow root r2wc renders into. */
  container?: ShadowRoot;
}

/**
 * Defines a custom element for a widget component, once its stylesheets have loaded, so it
 * first renders styled: until then the tag is undefined and keeps the size the host page
 * reserves for it. Loading the script twice, or next to the loader, is harmless. Every
 * attribute is read as a string and parsed by the widget itself with a fallback (r2wc's own
 * number and JSON parsers can throw or give NaN). Resolves when the tag is defined.
 *
 * The widget names its sheets, in the order of stylesheetsFor, as
 * `new URL("../styles/<name>.css", import.meta.url)` marked for Vite to ignore: bundlers know
 * that form and ship the files, and the widget build points it at styles/ beside the built
 * file (vite.widgets.config.ts).
 */
export async function defineWidget(
  tag: string,
  component: FunctionComponent<WidgetProps>,
  stylesheets: readonly URL[],
  props: readonly string[] = ["variant", "units"],
): Promise<void> {
  if (typeof customElements === "undefined" || customElements.get(tag)) return;
  const css = await loadStyles(stylesheets);
  if (customElements.get(tag)) return;
  const Base = r2wc(component, {
    shadow: "open",
    props: Object.fromEntries(props.map((name) => [name, "string" as const])),
  });
  class Widget extends Base {
    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, css);
    }
  }
  customElements.define(tag, Widget);
}
