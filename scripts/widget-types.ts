// The type declarations of each widget in the npm package (dist/widgets/<tag>.d.ts): the
// element with its attributes and a typed `cdc-result` event, for TypeScript on any page,
// and its JSX element for React 19. Importing the widget's module brings them in, so a
// strict React app needs no declarations of its own.
//
// The React part augments module "react" with plain types of its own, naming nothing of
// React's: a project without React's types then still compiles against the file.
// https://react.dev/reference/react-dom/components#custom-html-elements
// Everything here comes from each widget's description (widgets/<tag>/description.ts).
import type { AttributeDescription } from "../widgets/shared/platform/widget-description.ts";
import { DESCRIPTIONS } from "../widgets/widget-descriptions.ts";
import type { WidgetTag } from "../widgets/widget-tags.ts";

const union = (values: readonly string[]) => values.map((v) => JSON.stringify(v)).join(" | ");

/** An attribute's TypeScript type, as text: its values spelled out, or its declared type. */
export const attributeType = (attribute: AttributeDescription): string =>
  attribute.values ? union(attribute.values) : (attribute.type ?? "string");

/** The widget's `cdc-result` event (every widget sends one). */
function resultEvent(tag: WidgetTag) {
  const event = DESCRIPTIONS[tag].events.find((e) => e.name === "cdc-result");
  if (!event) throw new Error(`<${tag}> describes no cdc-result event`);
  return event;
}

/** "calorie-deficit-body-fat" as "CalorieDeficitBodyFat". */
const pascal = (tag: string) =>
  tag.replace(/(^|-)([a-z])/g, (_m: string, _dash: string, c: string) => c.toUpperCase());

/** The attributes React passes through to any element, typed without React's own types. */
const HTML_PROPS = `  id?: string;
  className?: string;
  class?: string;
  style?: object;
  slot?: string;
  hidden?: boolean;
  title?: string;
  lang?: string;
  dir?: "ltr" | "rtl" | "auto";
  tabIndex?: number;
  role?: string;
  children?: never;
  suppressHydrationWarning?: boolean;
  [aria: \`aria-\${string}\`]: string | number | boolean | undefined;
  [data: \`data-\${string}\`]: string | number | boolean | undefined;`;

/**
 * The types custom-elements.json gives a widget: each attribute's, with enumerated values
 * spelled out, and its cdc-result event's, naming the result type of the widget's .d.ts.
 */
export function manifestTypes(tag: WidgetTag): {
  attributes: Readonly<Record<string, string>>;
  result: string;
} {
  const attributes: Readonly<Record<string, AttributeDescription>> = DESCRIPTIONS[tag].attributes;
  return {
    attributes: Object.fromEntries(
      Object.entries(attributes).map(([name, attribute]) => [name, attributeType(attribute)]),
    ),
    result: `${pascal(tag)}Result`,
  };
}

/** The text of dist/widgets/<tag>.d.ts. */
export function widgetDeclaration(tag: WidgetTag): string {
  const name = pascal(tag);
  const { detail, detailImports } = resultEvent(tag);
  const variants = DESCRIPTIONS[tag].attributes.variant.values;
  const attributes = { ...manifestTypes(tag).attributes, variant: `${name}Variant` };
  const lines = Object.entries(attributes).map(
    ([attr, type]) => `  ${JSON.stringify(attr)}?: ${type};`,
  );
  return `// Importing this module defines <${tag}>. Its attributes, its cdc-result event and its
// JSX element for React 19 are typed here; custom-elements.json says what each attribute does.
import type { ${[...detailImports].sort().join(", ")} } from "../../lib/engine/index.js";

/** The \`detail\` of the \`cdc-result\` event <${tag}> sends on every result. */
export type ${name}Result = ${detail};

/** Every value the \`variant\` attribute of <${tag}> takes. */
export type ${name}Variant = ${union(variants)};

/** The attributes of <${tag}>, as written in HTML or JSX. */
export interface ${name}Attributes {
${lines.join("\n")}
}

/** The events of <${tag}>: every element event, and \`cdc-result\`. */
export interface ${name}EventMap extends HTMLElementEventMap {
  "cdc-result": CustomEvent<${name}Result>;
}

/** The <${tag}> element. */
export interface ${name}Element extends HTMLElement {
  addEventListener<K extends keyof ${name}EventMap>(
    type: K,
    listener: (this: ${name}Element, event: ${name}EventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof ${name}EventMap>(
    type: K,
    listener: (this: ${name}Element, event: ${name}EventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

declare global {
  interface HTMLElementTagNameMap {
    "${tag}": ${name}Element;
  }
}

/** The JSX props of <${tag}> in React 19. */
export interface ${name}Props extends ${name}Attributes {
${HTML_PROPS}
  ref?:
    | { current: ${name}Element | null }
    | ((element: ${name}Element | null) => void | (() => void))
    | null;
  /** React 19 listens for \`cdc-result\`; on a hydrated page add the listener through \`ref\`. */
  "oncdc-result"?: (event: CustomEvent<${name}Result>) => void;
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "${tag}": ${name}Props;
    }
  }
}
`;
}
