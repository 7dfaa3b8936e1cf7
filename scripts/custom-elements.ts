// Writes dist/widgets/custom-elements.json (the Custom Elements Manifest, schema 2.1.0) from
// each widget's description (widgets/<tag>/description.ts): its summary, attributes with their
// types and defaults, its events, parts and custom properties. The custom properties every
// widget shares are the @cssproperty comments in widgets/shared/styles/base.css.
// https://github.com/webcomponents/custom-elements-manifest (schema)
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { WidgetDescription } from "../widgets/shared/platform/widget-description.ts";
import { DESCRIPTIONS } from "../widgets/widget-descriptions.ts";
import { WIDGET_TAGS, type WidgetTag } from "../widgets/widget-tags.ts";
import { manifestTypes } from "./widget-types.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface Attribute {
  name: string;
  description: string;
  type: { text: string };
  default?: string;
}
export interface CssProperty {
  name: string;
  default: string;
  description: string;
}
/** A type that names one declared elsewhere (custom elements manifest schema, TypeReference). */
export interface EventType {
  text: string;
  references?: { name: string; module: string; start: number; end: number }[];
}
export interface Declaration {
  kind: "class";
  name: string;
  tagName: string;
  customElement: true;
  description: string;
  attributes: Attribute[];
  events: { name: string; description: string; type: EventType }[];
  cssParts: { name: string; description: string }[];
  cssProperties: CssProperty[];
}
export interface Manifest {
  schemaVersion: string;
  readme: string;
  modules: {
    kind: "javascript-module";
    path: string;
    declarations: Declaration[];
    exports: {
      kind: "custom-element-definition";
      name: string;
      declaration: { name: string; module: string };
    }[];
  }[];
}

const isSpace = (c: string | undefined) => c === " " || c === "\n" || c === "\t" || c === "\r";

/** Text without its leading spaces and, when one follows, a "-" separator. */
function afterDash(text: string): string {
  const rest = text.trimStart();
  return (rest.startsWith("-") ? rest.slice(1) : rest).trim();
}

/** The first word of a text and the rest, split at the first space or line break. */
function firstWord(text: string): [string, string] {
  let end = 0;
  while (end < text.length && !isSpace(text[end])) end++;
  return [text.slice(0, end), text.slice(end)];
}

/** A custom property from `[--name=default] description` or `--name - description`. */
export function cssPropertyParts(text: string): CssProperty {
  const rest = text.trim();
  if (rest.startsWith("[") && rest.includes("]")) {
    const inside = rest.slice(1, rest.indexOf("]"));
    const equals = inside.indexOf("=");
    return {
      name: (equals < 0 ? inside : inside.slice(0, equals)).trim(),
      default: equals < 0 ? "" : inside.slice(equals + 1).trim(),
      description: afterDash(rest.slice(rest.indexOf("]") + 1)),
    };
  }
  const [name, description] = firstWord(rest);
  return { name, default: "", description: afterDash(description) };
}

/** The text inside each `/* ... *\/` comment of a stylesheet, in order. */
function cssComments(css: string): string[] {
  const comments: string[] = [];
  let from = css.indexOf("/*");
  while (from >= 0) {
    const end = css.indexOf("*/", from + 2);
    if (end < 0) break;
    comments.push(css.slice(from + 2, end));
    from = css.indexOf("/*", end + 2);
  }
  return comments;
}

/** The shared --cdc-* custom properties, from `@cssproperty [--name=default] text` comments. */
export function sharedCssProperties(css: string): CssProperty[] {
  const TAG = "@cssproperty";
  return cssComments(css)
    .map((comment) => (comment.startsWith("*") ? comment.slice(1) : comment).trim())
    .filter((comment) => comment.startsWith(`${TAG} `))
    .map((comment) => cssPropertyParts(comment.slice(TAG.length)));
}

/** `calorie-deficit-basic` as a class name: `CalorieDeficitBasic`. */
function className(tag: string): string {
  return tag
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
}

/** The declaration of one widget, from its description. */
export function declarationFor(
  tag: WidgetTag,
  sharedCssProperties: readonly CssProperty[] = [],
): Declaration {
  const description: WidgetDescription = DESCRIPTIONS[tag];
  const types = manifestTypes(tag);
  return {
    kind: "class",
    name: className(tag),
    tagName: tag,
    customElement: true,
    description: description.summary,
    attributes: Object.entries(description.attributes).map(([name, attribute]) => ({
      name,
      description: attribute.description,
      type: { text: types.attributes[name] ?? "string" },
      ...(attribute.default === undefined ? {} : { default: JSON.stringify(attribute.default) }),
    })),
    events: description.events.map(({ name, description }) => {
      if (name !== "cdc-result") return { name, description, type: { text: "CustomEvent" } };
      // The event's detail is the widget's result type, in its .d.ts (scripts/widget-types.ts).
      const text = `CustomEvent<${types.result}>`;
      const start = text.indexOf(types.result);
      const module = `dist/widgets/${tag}.d.ts`;
      const end = start + types.result.length;
      return {
        name,
        description,
        type: { text, references: [{ name: types.result, module, start, end }] },
      };
    }),
    cssParts: Object.entries(description.cssParts).map(([name, text]) => ({
      name,
      description: text,
    })),
    cssProperties: [...sharedCssProperties, ...(description.cssProperties ?? [])],
  };
}

/** The whole manifest, one module for each widget, in the order of their tags' names. */
export function buildManifest(): Manifest {
  const cssProperties = sharedCssProperties(
    readFileSync(path.join(ROOT, "widgets", "shared", "styles", "base.css"), "utf8"),
  );
  const modules = [...WIDGET_TAGS].sort().map((tag): Manifest["modules"][number] => {
    const declaration = declarationFor(tag, cssProperties);
    // Relative to the package root, where the built widgets live (custom-elements-manifest
    // schema, Module.path).
    const modulePath = `dist/widgets/${tag}.js`;
    return {
      kind: "javascript-module",
      path: modulePath,
      declarations: [declaration],
      exports: [
        {
          kind: "custom-element-definition",
          name: tag,
          declaration: { name: declaration.name, module: modulePath },
        },
      ],
    };
  });
  return { schemaVersion: "2.1.0", readme: "README.md", modules };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const out = path.join(ROOT, "dist", "widgets");
  mkdirSync(out, { recursive: true });
  const manifest = buildManifest();
  writeFileSync(path.join(out, "custom-elements.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`custom-elements.json: ${manifest.modules.length} elements`);
}
