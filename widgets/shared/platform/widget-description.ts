/**
 * What a page can know of a widget, written once beside it (widgets/<tag>/description.ts):
 * its tag, the attributes it reads, its stylesheets, its events, its parts and custom
 * properties, and the height of its first screen. The element file defines the tag from it;
 * the build writes from it the package's types, custom-elements.json and the editors' custom
 * data (scripts/custom-elements.ts, scripts/widget-types.ts, scripts/vscode-custom-data.ts).
 */
export interface WidgetDescription<Tag extends string = string> {
  readonly tag: Tag;
  /** One paragraph on what the widget is, for the manifest and an editor's hover. */
  readonly summary: string;
  /** Each attribute by its HTML name, in the order the manifest lists them. */
  readonly attributes: Readonly<Record<string, AttributeDescription>>;
  /**
   * The stylesheets its shadow root adopts, in order, by name: "base" and "wizard" are in
   * widgets/shared/styles/, the widget's own (named as its tag) beside its code.
   */
  readonly stylesheets: readonly string[];
  /** The `cdc-result` event, and any other it sends. */
  readonly events: readonly EventDescription[];
  /** Each `part` a page can style with `::part(name)`, and what it is. */
  readonly cssParts: Readonly<Record<string, string>>;
  /** The widget's own --cdc-* custom properties (the shared ones are in base.css). */
  readonly cssProperties?: readonly CssPropertyDescription[];
  /**
   * The height of its first screen at 600 px wide, in CSS pixels (measured in Chromium),
   * never over 1,000: what an iframe asks for before the widget reports its own.
   */
  readonly firstScreenHeight: number;
}

/** One attribute a widget reads. Every attribute arrives as text and is parsed by the widget. */
export interface AttributeDescription {
  /** What it does, in a sentence or two, saying what happens when it is left out. */
  readonly description: string;
  /** Its only values, when it takes a fixed set (a wrong value warns once and falls back). */
  readonly values?: readonly string[];
  /** Its TypeScript type as text when it is not one of `values`: "string" when left out. */
  readonly type?: string;
  /** The value it takes when left out, as written in HTML. */
  readonly default?: string;
}

/** An event a widget sends. */
export interface EventDescription {
  readonly name: string;
  readonly description: string;
  /** The TypeScript type of its `detail`, naming types of the package's engine. */
  readonly detail: string;
  /** The engine types `detail` names, imported from the package's engine. */
  readonly detailImports: readonly string[];
}

/** A --cdc-* custom property a page can set on the widget. */
export interface CssPropertyDescription {
  readonly name: string;
  readonly default: string;
  readonly description: string;
}
