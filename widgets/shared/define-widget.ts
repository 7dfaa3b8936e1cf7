import r2wc from "@r2wc/react-to-web-component";
import type { FunctionComponent } from "react";
import { adoptStyles } from "./adopt-styles.ts";
import baseCss from "./base.css?inline";

/** Props every widget receives: attributes as text (parsed by the widget) and its root. */
export interface WidgetProps {
  variant?: string;
  units?: string;
  calcDelay?: string;
  /** The open shadow root r2wc renders into. */
  container?: ShadowRoot;
}

/**
 * Defines a custom element for a widget component, once: loading the script twice, or
 * next to the loader, is harmless. Every attribute is read as a string and parsed by the
 * widget itself with a fallback (r2wc's own number and JSON parsers can throw or give NaN).
 */
export function defineWidget(
  tag: string,
  component: FunctionComponent<WidgetProps>,
  css: string,
  props: readonly string[] = ["variant", "units"],
): void {
  if (typeof customElements === "undefined" || customElements.get(tag)) return;
  const Base = r2wc(component, {
    shadow: "open",
    props: Object.fromEntries(props.map((name) => [name, "string" as const])),
  });
  class Widget extends Base {
    constructor() {
      super();
      // Styles go in before the first render, so nothing flashes unstyled or moves.
      if (this.shadowRoot) adoptStyles(this.shadowRoot, [baseCss, css]);
    }
  }
  customElements.define(tag, Widget);
}
