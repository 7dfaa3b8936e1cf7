// Writes dist/widgets/custom-elements.json (the Custom Elements Manifest, schema 1.0.0)
// from the doc comments in the widget sources: each widget's component carries a JSDoc block
// that names its tag in backticks and lists @attr, @fires and @csspart; the custom
// properties every widget shares are the @cssproperty comments in widgets/styles/base.css,
// and the attributes every widget shares (heading) the @attr lines of
// widgets/shared/card-heading.tsx.
// https://github.com/webcomponents/custom-elements-manifest (schema)
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WIDGETS = path.join(ROOT, "widgets");

/** `@tag {type} name - description`, or `@tag name - description`. */
const TAG_LINE = /@(attr|attribute|fires|event|csspart)\s+(?:\{([^}]+)\}\s+)?([\w-]+)\s*-?\s*(.*)/;
/** `@cssprop --name - description`, or `@cssprop [--name=default] description`. */
const CSSPROP_LINE =
  /@cssprop(?:erty)?\s+(?:\{[^}]+\}\s+)?\[?(--[\w-]+)(?:=([^\]]*))?\]?\s*-?\s*(.*)/;

function docBlocks(source) {
  return [...source.matchAll(/\/\*\*([\s\S]*?)\*\//g)].map((m) =>
    (m[1] ?? "")
      .split("\n")
      .map((line) => line.replace(/^\s*\*\s?/, "").trimEnd())
      .join("\n")
      .trim(),
  );
}

function defaultOf(description) {
  const match = /Default "?([^".;]+?)"?(?:[.;]|$)/.exec(description);
  return match ? JSON.stringify(match[1]) : undefined;
}

/** The shared --cdc-* custom properties, from `@cssproperty [--name=default] text`. */
export function sharedCssProperties(css) {
  return [...css.matchAll(/@cssproperty\s+\[(--[\w-]+)=([^\]]*)\]\s*([^*]*)\*\//g)].map((m) => ({
    name: m[1],
    default: (m[2] ?? "").trim(),
    description: (m[3] ?? "").trim(),
  }));
}

/** An attribute from the parts of an `@attr {type} name - description` line. */
function attributeOf(type, name, text) {
  const attribute = { name, description: text, type: { text: type ?? "string" } };
  const fallback = defaultOf(text);
  if (fallback) attribute.default = fallback;
  return attribute;
}

/** The attributes every widget takes, from the `@attr` lines of a shared source file. */
export function sharedAttributes(source) {
  return docBlocks(source)
    .flatMap((block) => block.split("\n"))
    .map((line) => TAG_LINE.exec(line))
    .filter((match) => match && (match[1] === "attr" || match[1] === "attribute"))
    .map((match) => attributeOf(match[2], match[3], match[4]));
}

/** The declaration of one widget from the doc block that names its tag. */
export function declarationFor(tag, source, cssProperties, commonAttributes = []) {
  const block = docBlocks(source).find(
    (text) => text.includes(`\`<${tag}>\``) || new RegExp(`@element\\s+${tag}\\b`).test(text),
  );
  if (!block) return null;
  const lines = block.split("\n");
  const description = lines
    .filter((line) => !line.startsWith("@"))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  const declaration = {
    kind: "class",
    name: tag.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase()),
    tagName: tag,
    customElement: true,
    description,
    attributes: [],
    events: [],
    cssParts: [],
    cssProperties: [...cssProperties],
  };
  for (const line of lines) {
    const prop = CSSPROP_LINE.exec(line);
    if (prop) {
      declaration.cssProperties.push({
        name: prop[1],
        default: (prop[2] ?? "").trim(),
        description: (prop[3] ?? "").trim(),
      });
      continue;
    }
    const match = TAG_LINE.exec(line);
    if (!match) continue;
    const [, kind, type, name, text] = match;
    if (kind === "attr" || kind === "attribute") {
      declaration.attributes.push(attributeOf(type, name, text));
    } else if (kind === "fires" || kind === "event") {
      declaration.events.push({ name, description: text, type: { text: "CustomEvent" } });
    } else {
      declaration.cssParts.push({ name, description: text });
    }
  }
  declaration.attributes.push(...commonAttributes.map((attribute) => ({ ...attribute })));
  return declaration;
}

/** The whole manifest, for every widget that has an element entry (widgets/<tag>.element.ts). */
export function buildManifest() {
  const cssProperties = sharedCssProperties(
    readFileSync(path.join(WIDGETS, "styles", "base.css"), "utf8"),
  );
  const commonAttributes = sharedAttributes(
    readFileSync(path.join(WIDGETS, "shared", "card-heading.tsx"), "utf8"),
  );
  const modules = [];
  for (const tag of readdirSync(WIDGETS).sort()) {
    const folder = path.join(WIDGETS, tag);
    if (!existsSync(path.join(WIDGETS, `${tag}.element.ts`))) continue;
    const sources = readdirSync(folder)
      .filter((name) => name.endsWith(".tsx"))
      .map((name) => readFileSync(path.join(folder, name), "utf8"));
    const declaration = sources
      .map((source) => declarationFor(tag, source, cssProperties, commonAttributes))
      .find(Boolean);
    if (!declaration) throw new Error(`<${tag}> has no doc block naming \`<${tag}>\``);
    // Relative to the package root, where the built widgets live (custom-elements-manifest
    // schema, Module.path).
    const modulePath = `dist/widgets/${tag}.js`;
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
  return { schemaVersion: "1.0.0", readme: "README.md", modules };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const out = path.join(ROOT, "dist", "widgets");
  mkdirSync(out, { recursive: true });
  const manifest = buildManifest();
  writeFileSync(path.join(out, "custom-elements.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`custom-elements.json: ${manifest.modules.length} elements`);
}
