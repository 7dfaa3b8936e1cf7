// The browsers we build for, named once: package.json "browserslist". This turns that query
// into the form each tool takes: Vite's build.target and the JavaScript minifier for scripts,
// Lightning CSS's targets for stylesheets (https://lightningcss.dev/transpilation.html).
//
// The query is written as the oldest version of each browser ("chrome >= 94"), which is what
// both forms need. Other browserslist queries ("defaults", "> 0.5%") need usage data from the
// browserslist package, which this project does not install: they fail here, by name.
import { readFileSync } from "node:fs";
import { browserslistToTargets, type Targets } from "lightningcss";

/** One browser at its oldest supported version, in browserslist's spelling: `chrome 94`. */
export type BrowserVersion = `${string} ${string}`;

/** Browserslist's browser names as esbuild and Oxc spell them in a JavaScript target. */
const JS_NAMES: Readonly<Record<string, string>> = {
  chrome: "chrome",
  edge: "edge",
  firefox: "firefox",
  safari: "safari",
  ios_saf: "ios",
  opera: "opera",
  samsung: "samsung",
};

const OLDEST = /^\s*([a-z_]+)\s*>=\s*(\d+(?:\.\d+)?)\s*$/i;

/** `["chrome >= 94", "safari >= 16.4"]` as `["chrome 94", "safari 16.4"]`. */
export function oldestVersions(query: readonly string[]): BrowserVersion[] {
  if (query.length === 0) throw new Error('package.json "browserslist" names no browser');
  return query.map((entry) => {
    const match = OLDEST.exec(entry);
    const name = match?.[1]?.toLowerCase();
    if (!match || !name || !(name in JS_NAMES)) {
      throw new Error(
        `package.json "browserslist": "${entry}" is not one of ` +
          `"<browser> >= <version>" with a browser among ${Object.keys(JS_NAMES).join(", ")}`,
      );
    }
    return `${name} ${match[2] ?? ""}` as const;
  });
}

/** The targets Lightning CSS compiles stylesheets for. */
export function cssTargets(query: readonly string[]): Targets {
  return browserslistToTargets(oldestVersions(query));
}

/** The targets Vite (build.target) and Oxc's minifier compile scripts for: `chrome94`, `ios16.4`. */
export function jsTargets(query: readonly string[]): string[] {
  return oldestVersions(query).map((browser) => {
    const [name = "", version = ""] = browser.split(" ");
    return `${JS_NAMES[name]}${version}`;
  });
}

/** package.json's "browserslist". */
export function projectBrowsers(): string[] {
  const file = new URL("../package.json", import.meta.url);
  const { browserslist } = JSON.parse(readFileSync(file, "utf8")) as { browserslist?: unknown };
  if (!Array.isArray(browserslist) || !browserslist.every((q) => typeof q === "string")) {
    throw new Error('package.json has no "browserslist" list');
  }
  return browserslist;
}
