// The schema check for site/_data/routes.js. It runs when Eleventy loads the routes, so a bad
// entry stops the build with a list of every problem, and tests/site/routes.test.ts calls it
// with broken entries. The widget tags and variants come from the widgets and the engine
// themselves (the site build runs through tsx, so it can read their TypeScript).
import { VARIANT_IDS } from "../../../engine/plans/variants.ts";
import { WIDGET_TAGS } from "../../../widgets/widget-tags.ts";

export { WIDGET_TAGS };

/** Every `variant` value (docs/product-decisions.md, "Variants"). */
export const VARIANTS = VARIANT_IDS;

// Lighthouse and search engines show about 155 characters; shorter ones waste the space.
const DESCRIPTION_LENGTH = { min: 140, max: 160 };
const CHIPS = { min: 2, max: 4 };
const SUMMARY_MAX = 90;

const REQUIRED = [
  "path",
  "group",
  "menuLabel",
  "title",
  "subtitle",
  "chips",
  "description",
  "keywords",
  "widget",
  "aliases",
];
const OPTIONAL = ["summary", "metaTitle", "back", "notice"];
const KNOWN = new Set([...REQUIRED, ...OPTIONAL]);

// A site path: "/" or lower-case words joined by hyphens, no trailing slash.
const PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

const isText = (value) => typeof value === "string" && value.trim().length > 0;

/**
 * Checks a list of route entries. Returns a list of problems in plain English, each starting
 * with the entry's path (or its position); an empty list means every entry is good.
 * @param {unknown} routes the entries to check
 * @param {{ groups: { id: string, calculators: boolean }[], widgetTags?: string[], variants?: string[] }} options
 * @returns {string[]}
 */
export function routeProblems(routes, { groups, widgetTags = WIDGET_TAGS, variants = VARIANTS }) {
  if (!Array.isArray(routes)) return ["routes: expected a list of route entries"];
  const problems = [];
  const groupById = new Map(groups.map((group) => [group.id, group]));
  const seen = new Map();
  const claim = (path, owner) => {
    if (seen.has(path))
      problems.push(`${owner}: path ${path} is already used by ${seen.get(path)}`);
    else seen.set(path, owner);
  };

  routes.forEach((route, index) => {
    const name = route && isText(route.path) ? route.path : `entry ${index + 1}`;
    const fail = (message) => problems.push(`${name}: ${message}`);
    if (!route || typeof route !== "object" || Array.isArray(route)) {
      fail("expected an object");
      return;
    }
    for (const key of REQUIRED) if (!(key in route)) fail(`missing field "${key}"`);
    for (const key of Object.keys(route)) if (!KNOWN.has(key)) fail(`unknown field "${key}"`);

    if ("path" in route) {
      if (typeof route.path !== "string" || !PATH.test(route.path)) {
        fail(`path must look like "/some-page" (lower case, no trailing slash)`);
      } else claim(route.path, route.path);
    }
    for (const key of ["menuLabel", "title", "subtitle"]) {
      if (key in route && !isText(route[key])) fail(`"${key}" must be non-empty text`);
    }
    for (const key of OPTIONAL) {
      if (key in route && !isText(route[key])) fail(`"${key}" must be non-empty text`);
    }
    if ("back" in route && isText(route.back) && !PATH.test(route.back)) {
      fail(`"back" must be a site path such as "/"`);
    }

    const group = groupById.get(route.group);
    if ("group" in route && !group) fail(`unknown group "${route.group}"`);

    if ("chips" in route) {
      const ok = Array.isArray(route.chips) && route.chips.every(isText);
      if (!ok || route.chips.length < CHIPS.min || route.chips.length > CHIPS.max) {
        fail(`"chips" must be a list of ${CHIPS.min} to ${CHIPS.max} short texts`);
      }
    }
    if ("description" in route) {
      const length = isText(route.description) ? route.description.length : 0;
      if (length < DESCRIPTION_LENGTH.min || length > DESCRIPTION_LENGTH.max) {
        fail(
          `"description" must be ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max} characters (it has ${length})`,
        );
      }
    }
    if ("keywords" in route) {
      if (!Array.isArray(route.keywords) || route.keywords.length === 0) {
        fail(`"keywords" must be a non-empty list`);
      } else if (!route.keywords.every(isText)) fail(`"keywords" must all be non-empty text`);
    }

    if ("widget" in route) {
      const widget = route.widget;
      if (widget === null) {
        if (group?.calculators || route.group === "home") fail("a calculator page needs a widget");
      } else if (typeof widget !== "object" || Array.isArray(widget)) {
        fail(`"widget" must be { tag, variant } or null`);
      } else {
        if (!widgetTags.includes(widget.tag)) fail(`unknown widget tag "${widget.tag}"`);
        if (!variants.includes(widget.variant)) fail(`unknown widget variant "${widget.variant}"`);
        const extra = Object.keys(widget).filter((key) => key !== "tag" && key !== "variant");
        if (extra.length > 0) fail(`unknown widget field "${extra[0]}"`);
        if (group && !group.calculators && route.group !== "home") {
          fail(`pages in the "${route.group}" group have no widget`);
        }
        if (!isText(route.summary)) fail(`a calculator page needs a "summary" for link cards`);
      }
    }
    if (isText(route.summary) && route.summary.length > SUMMARY_MAX) {
      fail(`"summary" must be at most ${SUMMARY_MAX} characters`);
    }

    if ("aliases" in route) {
      if (!Array.isArray(route.aliases)) fail(`"aliases" must be a list (it may be empty)`);
      else {
        for (const alias of route.aliases) {
          if (typeof alias !== "string" || !PATH.test(alias) || alias === "/") {
            fail(`alias ${JSON.stringify(alias)} must look like "/some-page"`);
          } else claim(alias, `${name} (alias)`);
        }
      }
    }
  });
  return problems;
}

/**
 * Throws one error listing every problem in the entries, or returns them unchanged.
 * @template T
 * @param {T} routes
 * @param {Parameters<typeof routeProblems>[1]} options
 * @returns {T}
 */
export function validateRoutes(routes, options) {
  const problems = routeProblems(routes, options);
  if (problems.length > 0) {
    throw new Error(
      `site/_data/routes.js has ${problems.length} bad entr${problems.length === 1 ? "y" : "ies"}:\n- ${problems.join("\n- ")}`,
    );
  }
  return routes;
}
