// The check for the header menu (site/_data/menu.js). It runs when Eleventy loads the menu, so
// a bad entry stops the build with a list of every problem; tests/site/menu.test.ts calls it
// with broken menus. The rule: every calculator page is in the menu exactly once, either as an
// entry under its plainest name or as one of an entry's other versions.

const isText = (value) => typeof value === "string" && value.trim().length > 0;

/**
 * Checks a menu against the routes. Returns a list of problems in plain English; an empty
 * list means the menu is good.
 * @param {unknown} menu the menu groups to check
 * @param {{ path: string, widget: unknown }[]} routes the site's routes (site/_data/routes.js)
 * @returns {string[]}
 */
export function menuProblems(menu, routes) {
  if (!Array.isArray(menu)) return ["menu: expected a list of groups"];
  const problems = [];
  const calculators = new Set(routes.filter((r) => r.widget).map((r) => r.path));
  const seen = new Map();
  const claim = (path, owner) => {
    if (!calculators.has(path)) problems.push(`${owner}: ${path} is not a calculator page`);
    else if (seen.has(path)) problems.push(`${owner}: ${path} is already under ${seen.get(path)}`);
    else seen.set(path, owner);
  };
  const ids = new Set();

  menu.forEach((group, index) => {
    const name = isText(group?.label) ? group.label : `group ${index + 1}`;
    if (!isText(group?.id) || ids.has(group.id)) problems.push(`${name}: needs an id of its own`);
    ids.add(group?.id);
    if (!isText(group?.label)) problems.push(`${name}: needs a label`);
    if (!Array.isArray(group?.items) || group.items.length === 0) {
      problems.push(`${name}: needs at least one entry`);
      return;
    }
    for (const item of group.items) {
      const owner = `${name} > ${isText(item?.label) ? item.label : "(no label)"}`;
      if (!isText(item?.label)) problems.push(`${owner}: needs a label`);
      claim(item?.path, owner);
      if (!Array.isArray(item?.versions)) problems.push(`${owner}: "versions" must be a list`);
      else for (const version of item.versions) claim(version, `${owner} (other version)`);
    }
  });
  for (const path of calculators) {
    if (!seen.has(path)) problems.push(`${path}: not in the menu, nor a version of a page in it`);
  }
  return problems;
}

/**
 * Throws one error listing every problem of the menu, or returns it unchanged.
 * @template T
 * @param {T} menu
 * @param {Parameters<typeof menuProblems>[1]} routes
 * @returns {T}
 */
export function validateMenu(menu, routes) {
  const problems = menuProblems(menu, routes);
  if (problems.length > 0) {
    throw new Error(`site/_data/menu.js has problems:\n- ${problems.join("\n- ")}`);
  }
  return menu;
}
