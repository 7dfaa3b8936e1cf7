import { describe, expect, it } from "vitest";
import calculatorPages from "../../site/_data/calculatorPages.js";
import menu from "../../site/_data/menu.js";
import routes from "../../site/_data/routes.js";
import { menuProblems } from "../../site/_includes/lib/menu-schema.js";

// The header menu (site/_data/menu.js): each calculator once, under its plainest name; the
// near-duplicate pages folded into the entry whose page lists them as other versions.

type Menu = typeof menu;
const items = menu.flatMap((group) => group.items);
const menuLinks = items.map((item) => item.path);
/** Every address the site serves a calculator page at: the home page and calculatorPages. */
const served = new Set(["/", ...calculatorPages.map((page) => page.url)]);
const copy = (): Menu => structuredClone(menu);

describe("the header menu (site/_data/menu.js)", () => {
  it("has no problems as committed", () => {
    expect(menuProblems(menu, routes)).toEqual([]);
  });

  it("links to no page twice", () => {
    expect(new Set(menuLinks).size).toBe(menuLinks.length);
  });

  it("links only to pages the site serves, by their primary paths", () => {
    const primary = new Set(routes.map((r) => r.path));
    for (const path of menuLinks) {
      expect(served.has(path), path).toBe(true);
      expect(primary.has(path), path).toBe(true);
    }
  });

  it("holds every calculator page once: in the menu or as a version of a page in it", () => {
    const placed = items.flatMap((item) => [item.path, ...item.versions]);
    expect(new Set(placed).size).toBe(placed.length);
    expect(placed.sort()).toEqual(
      routes
        .filter((r) => r.widget)
        .map((r) => r.path)
        .sort(),
    );
  });

  it("is short enough to scan: a few groups, fewer links than pages, plain names", () => {
    expect(menu.length).toBeLessThanOrEqual(5);
    expect(menuLinks.length).toBeLessThan(routes.filter((r) => r.widget).length * 0.7);
    for (const item of items) {
      const title = routes.find((r) => r.path === item.path)?.title ?? "";
      expect(item.label.length, item.label).toBeLessThanOrEqual(title.length);
    }
  });

  it("rejects a page listed twice, a page that does not exist, and a page left out", () => {
    const twice = copy();
    twice[1]?.items[0]?.versions.push("/advanced-calorie-deficit-calculator");
    expect(menuProblems(twice, routes).join()).toContain(
      "/advanced-calorie-deficit-calculator is already under Calorie calculators > Advanced planner",
    );

    const unknown = copy();
    unknown[0]?.items.push({ label: "Nowhere", path: "/no-such-page", versions: [] });
    expect(menuProblems(unknown, routes).join()).toContain(
      "/no-such-page is not a calculator page",
    );

    const missing = copy();
    missing[0]?.items[0]?.versions.pop();
    expect(menuProblems(missing, routes).join()).toMatch(/: not in the menu, nor a version/);
  });

  it("rejects a group without entries and an entry without a label", () => {
    const empty = copy();
    empty.push({ id: "empty", label: "Empty", items: [] });
    expect(menuProblems(empty, routes)).toContain("Empty: needs at least one entry");
    const unlabelled = copy();
    const first = unlabelled[0]?.items[0];
    if (first) first.label = " ";
    expect(menuProblems(unlabelled, routes).join()).toContain("needs a label");
  });
});
