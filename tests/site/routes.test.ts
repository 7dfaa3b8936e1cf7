import { describe, expect, it } from "vitest";
import groups from "../../site/_data/groups.js";
import routes from "../../site/_data/routes.js";
import { routeProblems } from "../../site/_includes/lib/route-schema.js";
import widgetLinks from "../../site/_data/widgetLinks.js";

type Route = (typeof routes)[number];
const base = routes.find((r) => r.path === "/bmi-calculator") as Route;
const problemsWith = (change: Partial<Route> & Record<string, unknown>) =>
  routeProblems([{ ...base, ...change }], { groups });

describe("the route list (site/_data/routes.js)", () => {
  it("has no problems as committed, and holds every route of docs/product-decisions.md", () => {
    expect(routeProblems(routes, { groups })).toEqual([]);
    expect(routes).toHaveLength(41);
  });

  it("sends each widget's links on to a page holding the widget that reads them", () => {
    // next-href carries a BMI to the calorie deficit calculator; check-in-href a plan to the check-in.
    const reader: Record<string, string> = {
      "next-href": "calorie-deficit-basic",
      "check-in-href": "calorie-deficit-check-in",
    };
    const links = Object.entries(widgetLinks).flatMap(([, attributes]) =>
      Object.entries(attributes),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const [name, path] of links) {
      expect(routes.find((r) => r.path === path)?.widget?.tag, `${name}="${path}"`).toBe(
        reader[name],
      );
    }
  });

  it("rejects a path with a trailing slash or capitals", () => {
    expect(problemsWith({ path: "/BMI-calculator/" }).join()).toContain("path must look like");
  });

  it("rejects a widget tag that does not exist and a variant the engine does not know", () => {
    expect(
      problemsWith({ widget: { tag: "calorie-deficit-nope", variant: "default" } }),
    ).not.toEqual([]);
    expect(problemsWith({ widget: { tag: "calorie-deficit-basic", variant: "nope" } })).not.toEqual(
      [],
    );
  });

  it("rejects an alias that repeats another page's path", () => {
    const clash = routeProblems(
      [base, { ...base, path: "/bmi-calculator-2", aliases: ["/bmi-calculator"] }],
      {
        groups,
      },
    );
    expect(clash.join()).toContain("already used");
  });

  it("rejects a meta description that search results would cut or waste", () => {
    expect(problemsWith({ description: "Too short." })).not.toEqual([]);
  });

  it("rejects unknown fields, so a typo cannot pass silently", () => {
    expect(problemsWith({ titel: "BMI" }).join()).toContain('unknown field "titel"');
  });
});
