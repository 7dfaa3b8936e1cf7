import r2wc from "@r2wc/react-to-web-component";
import type { FunctionComponent } from "react";
import { adoptStyles } from "./adopt-styles.ts";
import { deferFirstRender } from "./defer-first-render.ts";
import { loadStyles } from "./load-styles.ts";
import type { WidgetAttribute } from "../../widget-descriptions.ts";

/** What an r2wc element class does when it enters and leaves the document. */
type R2wcElement = new () => HTMLElement & {
  connectedCallback(): void;
  disconnectedCallback(): void;
};

/** `check-in-href` as `checkInHref`: the prop r2wc gives an attribute. */
type PropName<Attribute extends string> = Attribute extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<PropName<Tail>>}`
  : Attribute;

/**
 * Props a widget receives: each attribute some widget reads (its description,
 * widgets/<tag>/description.ts) as text, parsed by the widget, and its root.
 */
export type WidgetProps = { [A in WidgetAttribute as PropName<A>]?: string } & {
  /** The open shadow root r2wc renders into. */
  container?: ShadowRoot;
};

/** What defining a tag needs of a widget's description: its tag and its attributes' names. */
export interface DefinedWidget {
  readonly tag: string;
  readonly attributes: Readonly<Record<string, unknown>>;
}

/** `check-in-href` as `checkInHref`. */
const propName = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_dash: string, letter: string) => letter.toUpperCase());

/**
 * Defines a custom element for a widget component, once its stylesheets have loaded, so it
 * first renders styled: until then the tag is undefined and keeps the size the host page
 * reserves for it. Loading the script twice, or next to the loader, is harmless. Every
 * attribute is read as a string and parsed by the widget itself with a fallback (r2wc's own
 * number and JSON parsers can throw or give NaN). Resolves when the tag is defined.
 *
 * The widget's element file (widgets/<tag>/<tag>.element.ts) names its sheets, in the order
 * of its description, as `new URL("./styles/<name>.css", import.meta.url)`: where they are
 * beside the built dist/widgets/<tag>.js. The widget build leaves them addresses
 * (`@vite-ignore`), renamed to the shipped `<name>.css.txt`, and a partner's bundler, which
 * knows that form, ships the files (docs/widget-build.md).
 */
export async function defineWidget(
  { tag, attributes }: DefinedWidget,
  component: FunctionComponent<WidgetProps>,
  stylesheets: readonly URL[],
): Promise<void> {
  if (typeof customElements === "undefined" || customElements.get(tag)) return;
  const css = await loadStyles(stylesheets);
  if (customElements.get(tag)) return;
  const Base = r2wc(deferFirstRender(component), {
    shadow: "open",
    props: Object.fromEntries(
      Object.keys(attributes).map((name) => [propName(name), "string" as const]),
    ),
  }) as unknown as R2wcElement;
  class Widget extends Base {
    /** Set while the element is out of the document and may yet come back. */
    #leaving: ReturnType<typeof setTimeout> | undefined;

    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, css);
    }

    /*
     * r2wc unmounts the component whenever the element leaves the document, which throws
     * away what the visitor typed. Moving an element (append or insertBefore elsewhere) runs
     * its disconnected and then its connected callback in one go (HTML, custom element
     * reactions: https://html.spec.whatwg.org/multipage/custom-elements.html#custom-element-reactions),
     * so the unmount waits one task: an element back in the document by then keeps its
     * component, its answers, its step and any calculation under way.
     */
    override connectedCallback() {
      if (this.#leaving !== undefined) {
        clearTimeout(this.#leaving);
        this.#leaving = undefined;
        return;
      }
      super.connectedCallback();
    }

    override disconnectedCallback() {
      clearTimeout(this.#leaving);
      this.#leaving = setTimeout(() => {
        this.#leaving = undefined;
        if (!this.isConnected) super.disconnectedCallback();
      }, 0);
    }
  }
  customElements.define(tag, Widget);
}
