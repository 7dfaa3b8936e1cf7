// Writes dist/widgets/custom-elements.json (the Custom Elements Manifest, schema 1.0.0)
// from the widgets' doc comments, read with the TypeScript compiler API rather than by
// matching text: each widget's element entry (widgets/<tag>.element.ts) hands its component
// to defineWidget, and that component's JSDoc gives the widget's description and its @attr,
// @fires, @csspart and @cssprop tags. The attributes every widget shares (heading) are the
// @attr tags in widgets/shared/results/card-heading.tsx; the custom properties every widget shares
// are the @cssproperty comments in widgets/styles/base.css.
// https://github.com/webcomponents/custom-elements-manifest (schema)
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { WIDGET_TAGS, type WidgetTag } from "../widgets/widget-tags.ts";
import { manifestTypes } from "./widget-types.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WIDGETS = path.join(ROOT, "widgets");

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

/** Lines joined by single spaces, as one paragraph. */
function oneParagraph(text: string): string {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" ");
}

/** The text of a tag as its parts: `{type} name - description`, the type optional. */
export function tagParts(text: string): { type?: string; name: string; description: string } {
  let rest = text.trim();
  let type: string | undefined;
  if (rest.startsWith("{") && rest.includes("}")) {
    type = rest.slice(1, rest.indexOf("}")).trim();
    rest = rest.slice(rest.indexOf("}") + 1).trimStart();
  }
  const [name, description] = firstWord(rest);
  return { ...(type === undefined ? {} : { type }), name, description: afterDash(description) };
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

/**
 * The default an attribute's description states: the word after "Default ", without its
 * quotes, up to the first ".", ";" or the end ('Default "metric".' gives "metric"), as JSON.
 */
export function defaultOf(description: string): string | undefined {
  const at = description.indexOf("Default ");
  if (at < 0) return undefined;
  let value = description.slice(at + "Default ".length);
  if (value.startsWith('"')) value = value.slice(1);
  let end = 0;
  while (end < value.length && !'".;'.includes(value[end] ?? "")) end++;
  return end > 0 ? JSON.stringify(value.slice(0, end).trim()) : undefined;
}

function parse(fileName: string, source: string): ts.SourceFile {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
}

/** A tag's text after its name, as one paragraph when it runs over several lines. */
const tagText = (tag: ts.JSDocTag) => oneParagraph(ts.getTextOfJSDocComment(tag.comment) ?? "");

function attributeOf(tag: ts.JSDocTag): Attribute {
  const { type, name, description } = tagParts(tagText(tag));
  const attribute: Attribute = { name, description, type: { text: type ?? "string" } };
  const fallback = defaultOf(description);
  if (fallback) attribute.default = fallback;
  return attribute;
}

const isAttributeTag = (tag: ts.JSDocTag) =>
  tag.tagName.text === "attr" || tag.tagName.text === "attribute";

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The declarations a file exports by name: functions, classes and `const`s. */
function exportedDeclarations(file: ts.SourceFile): ts.Declaration[] {
  return file.statements.filter(isExported).flatMap((statement): ts.Declaration[] => {
    if (ts.isVariableStatement(statement)) return [...statement.declarationList.declarations];
    if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) return [statement];
    return [];
  });
}

function declarationName(node: ts.Declaration): string | undefined {
  const name = ts.getNameOfDeclaration(node);
  return name && ts.isIdentifier(name) ? name.text : undefined;
}

/** The attributes every widget takes: the `@attr` tags on a shared file's exports. */
export function sharedAttributes(source: string, fileName = "shared.tsx"): Attribute[] {
  return exportedDeclarations(parse(fileName, source))
    .flatMap((node) => [...ts.getJSDocTags(node)])
    .filter(isAttributeTag)
    .map(attributeOf);
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

/**
 * The component an element entry defines its tag with, `defineWidget(TAG, Component, ...)`,
 * and the module it imports that component from, as written in the entry.
 */
export function definedComponent(
  source: string,
  fileName = "widget.element.ts",
): { name: string; from: string } {
  const file = parse(fileName, source);
  let name: string | undefined;
  const visit = (node: ts.Node): void => {
    if (
      !name &&
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "defineWidget"
    ) {
      const component = node.arguments[1];
      if (component && ts.isIdentifier(component)) name = component.text;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!name) throw new Error(`${fileName} does not call defineWidget(tag, Component, ...)`);
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    const named = statement.importClause?.namedBindings;
    if (named && ts.isNamedImports(named) && named.elements.some((e) => e.name.text === name)) {
      return { name, from: statement.moduleSpecifier.text };
    }
  }
  throw new Error(`${fileName} does not import ${name}`);
}

/** `calorie-deficit-basic` as a class name: `CalorieDeficitBasic`. */
function className(tag: string): string {
  return tag
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
}

/**
 * The declaration of one widget, from the JSDoc of the component its source file exports
 * under `component`: the comment is the description, the tags its public API.
 */
export function declarationFor(
  tag: string,
  source: string,
  component: string,
  cssProperties: readonly CssProperty[] = [],
  commonAttributes: readonly Attribute[] = [],
  fileName = `${tag}.tsx`,
): Declaration {
  const node = exportedDeclarations(parse(fileName, source)).find(
    (d) => declarationName(d) === component,
  );
  if (!node) throw new Error(`${fileName} does not export ${component}`);
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const doc = docs[docs.length - 1];
  if (!doc) throw new Error(`${component} in ${fileName} has no doc comment for <${tag}>`);
  const declaration: Declaration = {
    kind: "class",
    name: className(tag),
    tagName: tag,
    customElement: true,
    description: oneParagraph(ts.getTextOfJSDocComment(doc.comment) ?? ""),
    attributes: [],
    events: [],
    cssParts: [],
    cssProperties: [...cssProperties],
  };
  for (const jsDocTag of ts.getJSDocTags(node)) {
    switch (jsDocTag.tagName.text) {
      case "element": {
        const named = tagText(jsDocTag).trim();
        if (named !== tag) throw new Error(`${fileName}: @element ${named} in <${tag}>`);
        break;
      }
      case "attr":
      case "attribute":
        declaration.attributes.push(attributeOf(jsDocTag));
        break;
      case "fires":
      case "event": {
        const { name, description } = tagParts(tagText(jsDocTag));
        declaration.events.push({ name, description, type: { text: "CustomEvent" } });
        break;
      }
      case "csspart": {
        const { name, description } = tagParts(tagText(jsDocTag));
        declaration.cssParts.push({ name, description });
        break;
      }
      case "cssprop":
      case "cssproperty":
        declaration.cssProperties.push(cssPropertyParts(tagText(jsDocTag)));
        break;
    }
  }
  declaration.attributes.push(...commonAttributes.map((attribute) => ({ ...attribute })));
  return declaration;
}

const isWidgetTag = (tag: string): tag is WidgetTag =>
  (WIDGET_TAGS as readonly string[]).includes(tag);

/**
 * Gives a widget's attributes and cdc-result event the types of its .d.ts
 * (scripts/widget-types.ts): enumerated values spelled out ('"metric" | "imperial"'), and
 * the event as CustomEvent of the widget's result type, with a reference to where it is.
 */
function typeDeclaration(tag: WidgetTag, declaration: Declaration): void {
  const types = manifestTypes(tag);
  for (const attribute of declaration.attributes) {
    const text = types.attributes[attribute.name];
    if (text) attribute.type = { text };
  }
  for (const event of declaration.events) {
    if (event.name !== "cdc-result") continue;
    const text = `CustomEvent<${types.result}>`;
    const start = text.indexOf(types.result);
    event.type = {
      text,
      references: [
        {
          name: types.result,
          module: `dist/widgets/${tag}.d.ts`,
          start,
          end: start + types.result.length,
        },
      ],
    };
  }
}

/** The whole manifest, for every widget that has an element entry (widgets/<tag>.element.ts). */
export function buildManifest(): Manifest {
  const cssProperties = sharedCssProperties(
    readFileSync(path.join(WIDGETS, "styles", "base.css"), "utf8"),
  );
  const headingFile = path.join(WIDGETS, "shared", "results", "card-heading.tsx");
  const commonAttributes = sharedAttributes(readFileSync(headingFile, "utf8"), headingFile);
  const modules: Manifest["modules"] = [];
  for (const tag of readdirSync(WIDGETS).sort()) {
    const entry = path.join(WIDGETS, `${tag}.element.ts`);
    if (!existsSync(entry)) continue;
    const component = definedComponent(readFileSync(entry, "utf8"), entry);
    const file = path.resolve(path.dirname(entry), component.from);
    const declaration = declarationFor(
      tag,
      readFileSync(file, "utf8"),
      component.name,
      cssProperties,
      commonAttributes,
      file,
    );
    // Relative to the package root, where the built widgets live (custom-elements-manifest
    // schema, Module.path).
    const modulePath = `dist/widgets/${tag}.js`;
    if (isWidgetTag(tag)) typeDeclaration(tag, declaration);
    modules.push({
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
    });
  }
  return { schemaVersion: "2.1.0", readme: "README.md", modules };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const out = path.join(ROOT, "dist", "widgets");
  mkdirSync(out, { recursive: true });
  const manifest = buildManifest();
  writeFileSync(path.join(out, "custom-elements.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`custom-elements.json: ${manifest.modules.length} elements`);
}
