import { describe, expect, it } from "vitest";
import embedConfigurator from "../../site/_data/embedConfigurator.js";
import {
  configuratorOptions,
  frameAddress,
  snippetsFor,
  unionValues,
} from "../../site/_includes/lib/embed-snippets.js";

// The /embed configurator's snippets (site/_includes/lib/embed-snippets.js): the choices come
// from the widgets' manifest, and every snippet carries exactly what the partner chose.

const ORIGIN = "https://www.caloriedeficitcalculator.co.uk";
const { options } = embedConfigurator();

describe("what the configurator offers", () => {
  it("reads enumerated values from the manifest's types, and none from a plain string", () => {
    expect(unionValues('"metric" | "imperial"')).toEqual(["metric", "imperial"]);
    expect(unionValues("string")).toEqual([]);
    expect(unionValues("number | `${number}`")).toEqual([]);
  });

  it("offers every calculator, with the variants, units and heading its manifest declares", () => {
    const tags = options.calculators.map((c) => c.tag);
    expect(tags).toContain("calorie-deficit-basic");
    expect(tags).toContain("calorie-deficit-bmi");
    expect(tags).toHaveLength(8);
    const basic = options.calculators.find((c) => c.tag === "calorie-deficit-basic");
    expect(basic?.variant.values).toContain("teen");
    expect(basic?.variant.default).toBe("default");
    const bmi = options.calculators.find((c) => c.tag === "calorie-deficit-bmi");
    expect(bmi?.variant.values).toEqual(["default"]);
    for (const calculator of options.calculators) {
      expect(calculator.units).toEqual({ values: ["metric", "imperial"], default: "metric" });
      expect(calculator.heading).toEqual({ values: ["show", "hide"], default: "show" });
    }
  });

  it("offers the colour custom properties, not the font, sizes or margins", () => {
    const names = options.colours.map((c) => c.name);
    expect(names).toContain("--cdc-accent");
    expect(names).toContain("--cdc-bg");
    expect(names).not.toContain("--cdc-font");
    expect(names).not.toContain("--cdc-radius");
    expect(options.colours.every((c) => /^#[0-9a-f]{6}$/.test(c.default))).toBe(true);
  });
});

describe("the default snippets", () => {
  const snippets = snippetsFor(options, {});

  it("are the first calculator as it comes, with no attributes to set", () => {
    expect(snippets.script).toBe(
      `<script src="${ORIGIN}/widgets/embed.js" defer></script>\n\n` +
        "<calorie-deficit-basic></calorie-deficit-basic>",
    );
    expect(snippets.iframe).toContain(`src="${ORIGIN}/embed/calorie-deficit-basic/"`);
    expect(snippets.iframe).toContain("data-cdc-frame");
    expect(snippets.url).toBe(`${ORIGIN}/`);
    expect(snippets.urlNote).toBe("");
    expect(snippets.react).toBe(
      'import "calorie-deficit-calculator-uk/calorie-deficit-basic";\n\n' +
        "export function Calculator() {\n  return <calorie-deficit-basic />;\n}",
    );
  });
});

describe("a partner's choices", () => {
  const choice = {
    tag: "calorie-deficit-basic",
    variant: "teen",
    units: "imperial",
    heading: "hide",
    colours: { "--cdc-accent": "#005EB8", "--cdc-bg": "#ffffff" },
  };
  const snippets = snippetsFor(options, choice);

  it("go on the tag as attributes, with changed colours as custom properties", () => {
    expect(snippets.script).toContain(
      '<calorie-deficit-basic variant="teen" units="imperial" heading="hide" style="--cdc-accent: #005eb8"></calorie-deficit-basic>',
    );
  });

  it("go in the iframe's address, colours as cdc-accent", () => {
    expect(frameAddress(options, choice)).toBe(
      `${ORIGIN}/embed/calorie-deficit-basic/?variant=teen&units=imperial&heading=hide&cdc-accent=%23005eb8`,
    );
    expect(snippets.iframe).toContain("?variant=teen&amp;units=imperial&amp;heading=hide");
    expect(snippets.iframe).toContain("height: 800px");
  });

  it("go on the React element, colours in its style", () => {
    expect(snippets.react).toContain(
      '<calorie-deficit-basic variant="teen" units="imperial" heading="hide" style={{ "--cdc-accent": "#005eb8" }} />',
    );
  });

  it("give the pasted address of our page for the variant, and say what it leaves out", () => {
    expect(snippets.url).toBe(`${ORIGIN}/teen-calorie-deficit-calculator`);
    expect(snippets.urlNote).toBe(
      "A pasted address shows the calculator as our page does, so it leaves out imperial units, a hidden heading and your colours. The script tag and the iframe keep every choice.",
    );
  });

  it("fall back to the calculator's own page for a variant no page of ours uses", () => {
    const check = snippetsFor(options, { tag: "calorie-deficit-check-in", variant: "teen" });
    expect(check.url).toBe(`${ORIGIN}/adaptive-tdee-calculator`);
    expect(check.urlNote).toContain("the teen variant (no page of ours uses it)");
  });

  it("never carry a value the calculator does not take, nor anything but a hex colour", () => {
    const odd = snippetsFor(options, {
      tag: "calorie-deficit-bmi",
      variant: "teen",
      units: '"><script>',
      colours: { "--cdc-accent": "red;background:url(x)", "--cdc-font": "#000000" },
    });
    expect(odd.script).toContain("<calorie-deficit-bmi></calorie-deficit-bmi>");
    expect(odd.iframe).toContain(`src="${ORIGIN}/embed/calorie-deficit-bmi/"`);
  });
});

describe("configuratorOptions", () => {
  it("takes a calculator's title and page from its iframe page", () => {
    const made = configuratorOptions({
      elements: [
        {
          tagName: "x-calc",
          attributes: [{ name: "units", type: { text: '"a" | "b"' }, default: '"b"' }],
          cssProperties: [{ name: "--cdc-accent", default: "#ABCDEF", description: "Main." }],
        },
      ],
      routes: [{ path: "/x-teen", widget: { tag: "x-calc", variant: "teen" } }],
      frames: [{ tag: "x-calc", title: "X calculator", page: "/x" }],
      heights: {},
      origin: ORIGIN,
    });
    expect(made.calculators[0]).toMatchObject({
      title: "X calculator",
      units: { values: ["a", "b"], default: "b" },
      pages: { teen: "/x-teen", default: "/x" },
      height: 1000,
    });
    expect(made.colours).toEqual([
      { name: "--cdc-accent", default: "#abcdef", description: "Main." },
    ]);
  });
});
