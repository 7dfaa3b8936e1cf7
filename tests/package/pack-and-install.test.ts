import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WIDGET_TAGS } from "../../widgets/widget-tags.ts";

// The npm package as a partner gets it: packed from the built dist/widgets/ and lib/engine/
// (`npm run build` first; `npm test` does), installed from the tarball into an empty project
// with no network, then used from Node, from TypeScript and from a Vite build.
//
// npm pack runs here with --ignore-scripts: its prepack (the widget and engine builds) would
// empty dist/widgets/ while other test files read it. The test below checks that prepack
// names both builds.

const NAME = "calorie-deficit-calculator-uk";
const ROOT = process.cwd();
const work = mkdtempSync(path.join(tmpdir(), "pack-and-install-"));
const project = path.join(work, "partner");
const installed = path.join(project, "node_modules", NAME);
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  private?: boolean;
  scripts: Record<string, string>;
  exports: Record<string, string | { types: string; default: string }>;
  files: string[];
  customElements: string;
  dependencies?: Record<string, string>;
};

function npm(args: string[], cwd: string): string {
  return execFileSync("npm", args, {
    cwd,
    encoding: "utf8",
    env: {
      ...process.env,
      npm_config_offline: "true",
      npm_config_audit: "false",
      npm_config_fund: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

let files: string[] = [];
beforeAll(() => {
  const [packed] = JSON.parse(
    npm(["pack", "--json", "--ignore-scripts", "--pack-destination", work], ROOT),
  ) as { filename: string; files: { path: string }[] }[];
  if (!packed) throw new Error("npm pack wrote nothing");
  files = packed.files.map((f) => f.path);
  mkdirSync(project);
  writeFileSync(
    path.join(project, "package.json"),
    JSON.stringify({ name: "partner", private: true, type: "module" }),
  );
  npm(["install", "--ignore-scripts", path.join(work, packed.filename)], project);
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("package.json", () => {
  it("can be published, builds before packing and needs nothing at run time", () => {
    expect(manifest.private).toBeUndefined();
    expect(manifest.scripts.prepack).toMatch(/build:widgets/);
    expect(manifest.scripts.prepack).toMatch(/build:engine/);
    expect(manifest.dependencies ?? {}).toEqual({});
  });

  it("exports JavaScript with types for the engine, the loader and every widget", () => {
    for (const [entry, target] of Object.entries(manifest.exports)) {
      if (entry.endsWith(".json")) continue;
      expect(typeof target, entry).toBe("object");
      if (typeof target === "string") continue;
      expect(target.default, entry).toMatch(/\.js$/);
      expect(target.types, entry).toMatch(/\.d\.ts$/);
    }
  });
});

describe("the packed tarball", () => {
  it("holds the built widgets, their stylesheets, the compiled engine and the manifest, and no sources", () => {
    expect(files).toContain("lib/engine/index.js");
    expect(files).toContain("lib/engine/index.d.ts");
    expect(files).toContain("dist/widgets/embed.js");
    expect(files).toContain("dist/widgets/styles/base.css.txt");
    // No .css file: a partner's bundler would take it for a stylesheet of the page
    // (scripts/stylesheets-as-text.ts).
    expect(files.filter((f) => f.endsWith(".css"))).toEqual([]);
    expect(files).toContain("dist/widgets/custom-elements.json");
    expect(files).toContain("dist/widgets/vscode.html-custom-data.json");
    expect(files.some((f) => /^dist\/widgets\/chunks\/runtime-[\w-]+\.js$/.test(f))).toBe(true);
    const stray = files.filter(
      (f) =>
        !/^(dist\/widgets|lib\/engine)\//.test(f) &&
        !/^(package\.json|README\.md|LICENSE)$/.test(f),
    );
    expect(stray).toEqual([]);
    expect(files.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))).toEqual([]);
  });

  it("installs offline into an empty project, with a manifest whose every module exists", () => {
    const pkg = JSON.parse(readFileSync(path.join(installed, "package.json"), "utf8")) as {
      customElements: string;
    };
    const elements = JSON.parse(readFileSync(path.join(installed, pkg.customElements), "utf8")) as {
      modules: { path: string }[];
    };
    expect(elements.modules).toHaveLength(WIDGET_TAGS.length);
    for (const module of elements.modules) {
      expect(existsSync(path.join(installed, module.path)), module.path).toBe(true);
    }
  });
});

describe("a partner's project", () => {
  it("imports the engine in Node", () => {
    const output = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { bmi } from "${NAME}/engine";
         console.log(JSON.stringify(bmi({ heightCm: 160, weightKg: 80 })));`,
      ],
      { cwd: project, encoding: "utf8" },
    );
    const result = JSON.parse(output) as { bmi: number; category: string };
    expect(result.bmi).toBe(31.3);
    expect(result.category).toBe("obese-1");
  });

  it("type-checks against the engine's and the widgets' declarations", () => {
    const source = path.join(project, "check.ts");
    writeFileSync(
      source,
      `import { bmi } from "${NAME}/engine";
import "${NAME}/calorie-deficit-bmi";
import "${NAME}/embed";
const value: number = bmi({ heightCm: 180, weightKg: 75 }).bmi;
const element: HTMLElement = document.createElement("calorie-deficit-bmi");
export { value, element };
`,
    );
    const tsc = path.join(ROOT, "node_modules", "typescript", "bin", "tsc");
    const check = (extra: string) =>
      execFileSync(
        process.execPath,
        [tsc, "--noEmit", "--strict", "--lib", "ES2022,DOM", ...extra.split(" "), source],
        { cwd: project, encoding: "utf8" },
      );
    expect(() => check("--module nodenext --moduleResolution nodenext")).not.toThrow();
    expect(() => check("--module esnext --moduleResolution bundler")).not.toThrow();
    writeFileSync(
      source,
      `import { bmi } from "${NAME}/engine";\nexport const wrong: string = bmi({ heightCm: 1, weightKg: 1 }).bmi;\n`,
    );
    expect(() => check("--module nodenext --moduleResolution nodenext")).toThrow();
  }, 120_000);

  it("bundles one widget with Vite, and its stylesheets ship with it", async () => {
    writeFileSync(path.join(project, "main.js"), `import "${NAME}/calorie-deficit-bmi";\n`);
    writeFileSync(
      path.join(project, "index.html"),
      `<!doctype html><title>Partner</title><script type="module" src="./main.js"></script><calorie-deficit-bmi></calorie-deficit-bmi>`,
    );
    const outDir = path.join(project, "out");
    await build({ root: project, configFile: false, logLevel: "silent", build: { outDir } });
    const assets = path.join(outDir, "assets");
    const read = (file: string) => readFileSync(path.join(assets, file), "utf8");
    const shipped = readdirSync(assets);
    const bundled = shipped
      .filter((f) => f.endsWith(".js"))
      .map(read)
      .join("\n");
    // Vite copies a sheet into assets/, or inlines one under its 4 KB limit as a data: URL,
    // which the widget reads without a request (widgets/shared/platform/load-styles.ts).
    const inlined = [...bundled.matchAll(/data:text\/plain;base64,([\w+/=]+)/g)].map((m) =>
      Buffer.from(m[1] ?? "", "base64").toString("utf8"),
    );
    for (const sheet of ["base.css.txt", "calorie-deficit-bmi.css.txt"]) {
      const original = readFileSync(path.join(installed, "dist/widgets/styles", sheet), "utf8");
      const copy = shipped.find((f) => f.endsWith(".txt") && read(f) === original);
      if (copy) expect(bundled, sheet).toContain(copy);
      else expect(inlined, sheet).toContain(original);
    }
  }, 120_000);
});
