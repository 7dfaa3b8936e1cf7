import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  filesAtLoad,
  filesEver,
  readWidgetManifest,
  widgetFiles,
  widgetKey,
  type Manifest,
} from "../../scripts/widget-manifest.ts";
import { stylesheetsFor } from "../../widgets/widget-descriptions.ts";

// A manifest as Vite writes it for two widgets that share the runtime, one of which loads its
// results chunk on demand, and that chunk imports back from its widget.
const MANIFEST: Manifest = {
  "_runtime-Ab12.js": { file: "chunks/runtime-Ab12.js", name: "runtime" },
  "widgets/calorie-deficit-bmi/calorie-deficit-bmi.element.ts": {
    file: "calorie-deficit-bmi.js",
    name: "calorie-deficit-bmi",
    src: "widgets/calorie-deficit-bmi/calorie-deficit-bmi.element.ts",
    isEntry: true,
    imports: ["_runtime-Ab12.js"],
    dynamicImports: ["widgets/calorie-deficit-bmi/bmi-report.tsx?entry=calorie-deficit-bmi"],
  },
  "widgets/calorie-deficit-bmi/bmi-report.tsx?entry=calorie-deficit-bmi": {
    file: "chunks/bmi-report-Cd34.js",
    name: "bmi-report",
    isDynamicEntry: true,
    imports: ["widgets/calorie-deficit-bmi/calorie-deficit-bmi.element.ts", "_runtime-Ab12.js"],
  },
  "widgets/calorie-deficit-macros/calorie-deficit-macros.element.ts": {
    file: "calorie-deficit-macros.js",
    name: "calorie-deficit-macros",
    isEntry: true,
    imports: ["_runtime-Ab12.js"],
  },
};
const BMI = "widgets/calorie-deficit-bmi/calorie-deficit-bmi.element.ts";

describe("the widget build's manifest", () => {
  it("finds a widget's script by its tag", () => {
    expect(widgetKey(MANIFEST, "calorie-deficit-bmi")).toBe(BMI);
    expect(() => widgetKey(MANIFEST, "calorie-deficit-basic")).toThrow(/<calorie-deficit-basic>/);
  });

  it("lists what a script loads before it runs: itself, then its imports", () => {
    expect(filesAtLoad(MANIFEST, BMI)).toEqual([
      "calorie-deficit-bmi.js",
      "chunks/runtime-Ab12.js",
    ]);
  });

  it("adds what it may load later, each file once, though the later chunk imports back", () => {
    expect(filesEver(MANIFEST, BMI)).toEqual([
      "calorie-deficit-bmi.js",
      "chunks/runtime-Ab12.js",
      "chunks/bmi-report-Cd34.js",
    ]);
  });

  it("names what a page fetches for a widget: its script, the runtime, its stylesheets", () => {
    expect(widgetFiles(MANIFEST, "calorie-deficit-macros")).toEqual({
      script: "calorie-deficit-macros.js",
      modules: ["chunks/runtime-Ab12.js"],
      stylesheets: stylesheetsFor("calorie-deficit-macros").map((file) => `${file}.txt`),
    });
  });

  it("fails by name on an import the manifest does not hold", () => {
    const broken: Manifest = { a: { file: "a.js", isEntry: true, name: "a", imports: ["b"] } };
    expect(() => filesAtLoad(broken, "a")).toThrow(/"b"/);
  });

  it("reads the file the build wrote, and says how to make it when it is missing", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "widget-manifest-"));
    try {
      const file = path.join(folder, "manifest.json");
      expect(() => readWidgetManifest(file)).toThrow(/npm run build:widgets/);
      writeFileSync(file, JSON.stringify(MANIFEST));
      expect(readWidgetManifest(file)).toEqual(MANIFEST);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
