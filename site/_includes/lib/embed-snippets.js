// The /embed configurator's snippets: what a partner copies for a script tag, an iframe, a
// pasted address (oEmbed) and React, for one calculator with a variant, units, heading and
// colours. One module for the build (site/_data/embedConfigurator.js writes the default
// snippets into the page, so they are there without JavaScript) and for the browser
// (site/assets/embed-configurator.js rewrites them as the partner chooses): the two can never
// disagree. The choices offered come from the widgets' own manifest (custom-elements.json),
// never from a second list.

/** The values of a manifest type such as `"metric" | "imperial"`; none for `string`. */
export function unionValues(typeText) {
  const parts = String(typeText ?? "")
    .split("|")
    .map((part) => part.trim());
  return parts.every((part) => /^"[^"]*"$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : [];
}

/** A manifest default (`"\"metric\""`) as its plain value. */
const plainDefault = (text) => String(text ?? "").replace(/^"(.*)"$/, "$1");

/** The custom properties that are colours: their documented default is a hex colour. */
const isColour = (value) => /^#[0-9a-f]{6}$/i.test(value);

/**
 * What the configurator offers, from the manifest's declarations (`elements`), the site's
 * routes, the iframe pages (`frames`: tag, title, page) and each frame's starting height.
 */
export function configuratorOptions({ elements, routes, frames, heights, origin }) {
  const calculators = frames.map((frame) => {
    const element = elements.find((el) => el.tagName === frame.tag);
    const attribute = (name) => element?.attributes?.find((a) => a.name === name);
    const choices = (name) => ({
      values: unionValues(attribute(name)?.type?.text),
      default: plainDefault(attribute(name)?.default),
    });
    // Our own page for each variant of this calculator, for the pasted address.
    const pages = {};
    for (const route of routes) {
      if (route.widget?.tag !== frame.tag || route.path === "/") continue;
      pages[route.widget.variant] ??= route.path;
    }
    return {
      tag: frame.tag,
      title: frame.title,
      name: element?.name ?? "",
      variant: choices("variant"),
      units: choices("units"),
      heading: choices("heading"),
      pages: { ...pages, default: frame.page },
      height: heights[frame.tag] ?? 1000,
    };
  });
  const properties = elements[0]?.cssProperties ?? [];
  const colours = properties
    .filter((p) => isColour(p.default))
    .map((p) => ({ name: p.name, default: p.default.toLowerCase(), description: p.description }));
  return { origin, calculators, colours };
}

/** The choice a visitor starts from: the first calculator as it comes. */
export function defaultChoice(options) {
  const calculator = options.calculators[0];
  return {
    tag: calculator.tag,
    variant: calculator.variant.default,
    units: calculator.units.default,
    heading: calculator.heading.default,
    colours: {},
  };
}

/**
 * The choice made safe: a known calculator, values it takes (else its defaults), and only
 * colours that are known properties, as lower-case #rrggbb, and differ from their default.
 */
export function settle(options, choice) {
  const calculator =
    options.calculators.find((c) => c.tag === choice.tag) ?? options.calculators[0];
  const pick = (name) =>
    calculator[name].values.includes(choice[name]) ? choice[name] : calculator[name].default;
  const colours = {};
  for (const colour of options.colours) {
    const value = String(choice.colours?.[colour.name] ?? "").toLowerCase();
    if (isColour(value) && value !== colour.default) colours[colour.name] = value;
  }
  return {
    calculator,
    tag: calculator.tag,
    variant: pick("variant"),
    units: pick("units"),
    heading: pick("heading"),
    colours,
  };
}

/** The attributes that differ from the calculator's defaults, in the manifest's order. */
function changedAttributes(settled) {
  return ["variant", "units", "heading"]
    .filter((name) => settled[name] !== settled.calculator[name].default)
    .map((name) => [name, settled[name]]);
}

const escapeAttribute = (text) =>
  String(text).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The iframe page's address for a choice; colours go as `cdc-accent=#...` and so on. */
export function frameAddress(options, choice) {
  const settled = settle(options, choice);
  const query = new URLSearchParams(changedAttributes(settled));
  for (const [name, value] of Object.entries(settled.colours)) query.set(name.slice(2), value);
  const search = query.toString();
  return `${options.origin}/embed/${settled.tag}/${search ? `?${search}` : ""}`;
}

/** The four snippets for a choice, and a note on what a pasted address cannot carry. */
export function snippetsFor(options, choice) {
  const settled = settle(options, choice);
  const { tag, calculator, colours } = settled;
  const attributes = changedAttributes(settled);
  const colourList = Object.entries(colours);

  const style = colourList.map(([name, value]) => `${name}: ${value}`).join("; ");
  const htmlAttributes = [
    ...attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`),
    style ? ` style="${style}"` : "",
  ].join("");
  const script =
    `<script src="${options.origin}/widgets/embed.js" defer></script>\n\n` +
    `<${tag}${htmlAttributes}></${tag}>`;

  const iframe =
    `<iframe src="${escapeAttribute(frameAddress(options, choice))}"\n` +
    `  title="${escapeAttribute(calculator.title)}" loading="lazy" data-cdc-frame\n` +
    `  allow="clipboard-write"\n` +
    `  style="width: 100%; height: ${calculator.height}px; border: 0"></iframe>`;

  const variantPage = calculator.pages[settled.variant];
  const url = options.origin + (variantPage ?? calculator.pages.default);
  const lost = [];
  if (!variantPage) lost.push(`the ${settled.variant} variant (no page of ours uses it)`);
  if (settled.units !== calculator.units.default) lost.push(`${settled.units} units`);
  if (settled.heading !== calculator.heading.default) lost.push("a hidden heading");
  if (colourList.length > 0) lost.push("your colours");
  const urlNote =
    lost.length > 0
      ? `A pasted address shows the calculator as our page does, so it leaves out ${joinAnd(lost)}. The script tag and the iframe keep every choice.`
      : "";

  const jsxAttributes = [
    ...attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`),
    colourList.length > 0
      ? ` style={{ ${colourList.map(([name, value]) => `"${name}": "${value}"`).join(", ")} }}`
      : "",
  ].join("");
  const react =
    `import "calorie-deficit-calculator-uk/${tag}";\n\n` +
    `export function Calculator() {\n` +
    `  return <${tag}${jsxAttributes} />;\n` +
    `}`;

  return { script, iframe, url, urlNote, react };
}

/** "a", "a and b", "a, b and c". */
function joinAnd(items) {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
