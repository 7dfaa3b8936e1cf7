// The type declarations of each widget in the npm package (dist/widgets/<tag>.d.ts): the
// element with its attributes and a typed `cdc-result` event, for TypeScript on any page,
// and its JSX element for React 19. Importing the widget's module brings them in, so a
// strict React app needs no declarations of its own.
//
// The React part augments module "react" with plain types of its own, naming nothing of
// React's: a project without React's types then still compiles against the file.
// https://react.dev/reference/react-dom/components#custom-html-elements
import { VARIANT_IDS } from "../engine/plans/variants.ts";
import type { WidgetTag } from "../widgets/widget-tags.ts";

/** An attribute's TypeScript type, as text. */
type AttributeTypes = Readonly<Record<string, string>>;

const union = (values: readonly string[]) => values.map((v) => JSON.stringify(v)).join(" | ");

/** The attributes every widget takes (widgets/shared/platform/attributes.ts, card-heading.tsx). */
const COMMON: AttributeTypes = {
  units: union(["metric", "imperial"]),
  heading: union(["show", "hide"]),
};
/** The step-by-step calculators: a "Calculating..." delay in ms, a link to the check-in. */
const WIZARD: AttributeTypes = { "calc-delay": "number | `${number}`", "check-in-href": "string" };

interface WidgetTypes {
  /** The variants the widget takes. */
  variants: readonly string[];
  /** Its own attributes beside the common ones. */
  attributes: AttributeTypes;
  /** The engine types the result names, imported from the package's engine. */
  imports: readonly string[];
  /** The `detail` of its cdc-result event (widgets/<tag>/*-report, use-check-in.ts). */
  result: string;
}

const WIDGETS: Readonly<Record<WidgetTag, WidgetTypes>> = {
  "calorie-deficit-basic": {
    variants: VARIANT_IDS,
    attributes: WIZARD,
    imports: ["BasicResult"],
    result: "BasicResult",
  },
  "calorie-deficit-advanced": {
    variants: VARIANT_IDS,
    attributes: { ...WIZARD, "affiliate-links": union(["show", "hide"]) },
    imports: ["AdvancedResult"],
    result: "AdvancedResult",
  },
  "calorie-deficit-bmi": {
    variants: ["default"],
    attributes: { "next-href": "string" },
    imports: ["BmiResult", "BmiForAge"],
    result:
      "BmiResult & { heightCm: number; weightKg: number; age?: number; adult: boolean; forAge?: BmiForAge }",
  },
  "calorie-deficit-body-fat": {
    variants: ["default"],
    attributes: {},
    imports: ["BodyFatResult", "Sex"],
    result: 'BodyFatResult & { method: "navy" | "skinfold"; sex: Sex }',
  },
  "calorie-deficit-ideal-weight": {
    variants: ["default"],
    attributes: {},
    imports: ["IdealWeightResult", "Sex"],
    result: "IdealWeightResult & { sex: Sex; frameFromWrist: boolean }",
  },
  "calorie-deficit-calories": {
    variants: ["default"],
    attributes: {},
    imports: ["CalorieNeedsResult"],
    result: "CalorieNeedsResult",
  },
  "calorie-deficit-macros": {
    variants: ["default"],
    attributes: {},
    imports: ["MacroSplitResult", "PersonMacros"],
    result:
      '(MacroSplitResult & { caloriesFrom: "typed" }) | (PersonMacros & { caloriesFrom: "goal" })',
  },
  "calorie-deficit-check-in": {
    variants: VARIANT_IDS,
    attributes: { "plan-calories": "number | `${number}`" },
    imports: ["MaintenanceEstimate", "CheckInTarget"],
    result: "{ estimate: MaintenanceEstimate; target?: CheckInTarget; formulaKcal?: number }",
  },
};

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
  const w = WIDGETS[tag];
  return {
    attributes: { variant: union(w.variants), ...COMMON, ...w.attributes },
    result: `${pascal(tag)}Result`,
  };
}

/** The text of dist/widgets/<tag>.d.ts. */
export function widgetDeclaration(tag: WidgetTag): string {
  const w = WIDGETS[tag];
  const name = pascal(tag);
  const attributes = { variant: `${name}Variant`, ...COMMON, ...w.attributes };
  const lines = Object.entries(attributes).map(
    ([attr, type]) => `  ${JSON.stringify(attr)}?: ${type};`,
  );
  return `// Importing this module defines <${tag}>. Its attributes, its cdc-result event and its
// JSX element for React 19 are typed here; custom-elements.json says what each attribute does.
import type { ${[...w.imports].sort().join(", ")} } from "../../lib/engine/index.js";

/** The \`detail\` of the \`cdc-result\` event <${tag}> sends on every result. */
export type ${name}Result = ${w.result};

/** Every value the \`variant\` attribute of <${tag}> takes. */
export type ${name}Variant = ${union(w.variants)};

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
