// `npm run test:bundlers`: the npm package in the bundlers partners use, end to end. It packs
// the package (after `npm run build:widgets && npm run build:engine`; --no-build skips them),
// installs it from the tarball into two apps in a temporary folder, with their tools from the
// npm registry (so it needs the network, and takes a few minutes), builds them, and checks:
//   - a Vite 8 + React 19 app (tests/bundlers/apps/vite/), `vite build` with its defaults;
//   - a Next.js 16 App Router app (tests/bundlers/apps/next/), `next build` with Turbopack (the
//     default) and with `--webpack`;
// each with the widget in a client component (tests/bundlers/apps/calculator.jsx); the Next.js
// app also imports it in a server component (app/server-import/), which must build. In every
// build the widget's stylesheets must be emitted as files with their text (or inlined as a
// data: URL, which the widget reads without a request) and no widget rule may be in the
// page's own CSS; then Chromium opens each app, sees the widget styled and the page not, and
// reaches a result that the app hears through `ref` + `addEventListener`.
// Not part of `npm test`. Usage: npm run test:bundlers [-- --no-build] [-- --keep]
import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { findChromium } from "../../scripts/ensure-chromium.js";
import { shippedStylesheet } from "../../scripts/stylesheets-as-text.ts";
import { stylesheetsFor } from "../../widgets/widget-descriptions.ts";

const NAME = "calorie-deficit-calculator-uk";
const TAG = "calorie-deficit-bmi";
const ROOT = process.cwd();
const APPS = path.join(ROOT, "tests/bundlers/apps");
/** The tools each app installs: the majors the README says were checked. */
const VITE_DEPS = ["vite@8", "@vitejs/plugin-react@6", "react@19", "react-dom@19"];
const NEXT_DEPS = ["next@16", "react@19", "react-dom@19"];

const args = new Set(process.argv.slice(2));
const work = mkdtempSync(path.join(tmpdir(), "bundlers-"));
const failures: string[] = [];

function run(command: string, commandArgs: string[], cwd: string): string {
  console.log(`$ ${command} ${commandArgs.join(" ")}  (in ${path.relative(work, cwd) || "."})`);
  return execFileSync(command, commandArgs, {
    cwd,
    encoding: "utf8",
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      npm_config_audit: "false",
      npm_config_fund: "false",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
}

function check(label: string, ok: boolean, detail = ""): void {
  console.log(`${ok ? "ok  " : "FAIL"} ${label}${detail ? `: ${detail}` : ""}`);
  if (!ok) failures.push(label);
}

/** Every file under a folder, as absolute paths. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(file).isFile());
}

/** The texts of the data: URLs in some code (Vite writes base64). */
function inlinedTexts(code: string): string[] {
  return [...code.matchAll(/data:[\w/+.-]*;base64,([\w+/=]+)/g)].map((m) =>
    Buffer.from(m[1] ?? "", "base64").toString("utf8"),
  );
}

/** An app from its fixture folder, with the package and its tools installed. */
function makeApp(name: string, deps: string[], tarball: string, calculatorDir: string): string {
  const dir = path.join(work, name);
  cpSync(path.join(APPS, name), dir, { recursive: true });
  cpSync(path.join(APPS, "calculator.jsx"), path.join(dir, calculatorDir, "calculator.jsx"));
  writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({ name: `${name}-app`, private: true, type: "module" }),
  );
  run("npm", ["install", "--no-audit", "--no-fund", ...deps, tarball], dir);
  return dir;
}

/** The version of a tool an app installed. */
function installed(dir: string, name: string): string {
  const file = path.join(dir, "node_modules", name, "package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}

/**
 * Checks one build's output folder: each of the widget's sheets is a non-empty file holding
 * the shipped text, or a data: URL in the code; no CSS file holds a widget rule; no emitted
 * asset is empty.
 */
function checkOutput(label: string, app: string, out: string): void {
  const files = filesUnder(out);
  const text = (file: string) => readFileSync(file, "utf8");
  const code = files
    .filter((f) => /\.(js|mjs|cjs|html)$/.test(f))
    .map(text)
    .join("\n");
  const inlined = inlinedTexts(code);
  const shipped = path.join(app, "node_modules", NAME, "dist/widgets");
  const sheets = stylesheetsFor(TAG).map((sheet) =>
    text(path.join(shipped, shippedStylesheet(sheet))),
  );
  for (const [index, sheet] of sheets.entries()) {
    const name = stylesheetsFor(TAG)[index];
    const copy = files.find((f) => f.endsWith(".txt") && text(f) === sheet);
    const how = copy
      ? `file ${path.relative(out, copy)}`
      : inlined.includes(sheet)
        ? "data: URL"
        : "";
    check(`${label}: ${name} emitted with its text`, how !== "", how || "not found");
  }
  const empty = files.filter((f) => f.endsWith(".txt") && statSync(f).size === 0);
  check(`${label}: no empty stylesheet file`, empty.length === 0, empty.join(", "));
  // The apps have no CSS of their own: a CSS file holding `:host` or a sheet's first rule is
  // the widget's, restyling the page.
  const leads = sheets.map((sheet) => sheet.slice(0, sheet.indexOf("}") + 1));
  const pageCss = files.filter((f) => f.endsWith(".css"));
  const leaking = pageCss.filter(
    (f) => text(f).includes(":host") || leads.some((lead) => text(f).includes(lead)),
  );
  check(`${label}: no widget rule in the page's CSS`, leaking.length === 0, leaking.join(", "));
}

/** A static server for a Vite build, with a strict policy: no `data:` in connect-src. */
function serveStatic(root: string): Promise<Server> {
  const types: Record<string, string> = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".txt": "text/plain",
  };
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    const file = path.join(root, pathname === "/" ? "index.html" : pathname);
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        "content-type": types[path.extname(file)] ?? "application/octet-stream",
        "content-security-policy": "default-src 'self'",
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** A free port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Serves a Next.js build with `next start` until the returned function is called. */
async function nextStart(app: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(
    path.join(app, "node_modules/.bin/next"),
    ["start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: app,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
      stdio: "ignore",
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  for (let tries = 0; tries < 120; tries += 1) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => child.kill() };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`next start did not answer on ${url}`);
}

/**
 * What the page holds once the widget is defined: the rules in its shadow root and in the
 * document. A string, so it reaches the page as written (not as this file's compiled code).
 */
const SEEN_IN_PAGE = `(async () => {
  await customElements.whenDefined("${TAG}");
  const root = document.querySelector("${TAG}")?.shadowRoot;
  const rulesOf = (sheets) => [...sheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  const styles = root ? [...root.querySelectorAll("style")].map((style) => style.textContent) : [];
  const widgetRules = root ? [...rulesOf(root.adoptedStyleSheets), ...styles] : [];
  const pageRules = [...rulesOf(document.styleSheets), ...rulesOf(document.adoptedStyleSheets)];
  return {
    widgetRules: widgetRules.length,
    widgetHasHost: widgetRules.some((rule) => rule.includes(":host")),
    pageHasHost: pageRules.some((rule) => rule.includes(":host")),
    pageRules: pageRules.length,
  };
})()`;

/** Opens a page in Chromium: the widget is styled, the page holds none of its rules. */
async function checkInBrowser(label: string, url: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: findChromium() });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(url);
    const seen = (await page.evaluate(SEEN_IN_PAGE)) as {
      widgetRules: number;
      widgetHasHost: boolean;
      pageHasHost: boolean;
      pageRules: number;
    };
    check(
      `${label} in Chromium: the widget adopted its stylesheets`,
      seen.widgetRules > 0 && seen.widgetHasHost,
      `${seen.widgetRules} rules`,
    );
    check(
      `${label} in Chromium: no widget rule in the page`,
      !seen.pageHasHost,
      `${seen.pageRules} page rules`,
    );
    // A result: the app's listener, added through a ref, hears it (on a hydrated page too).
    const widget = page.locator(TAG);
    await widget.locator("#height").fill("180");
    await widget.locator("#weight").fill("70");
    const heard = await page
      .getByText("Result received")
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    check(`${label} in Chromium: cdc-result reached the app through ref + addEventListener`, heard);
    const styleErrors = errors.filter((e) => /stylesheet|Content Security Policy/i.test(e));
    check(
      `${label} in Chromium: no stylesheet or CSP error`,
      styleErrors.length === 0,
      styleErrors.join(" | "),
    );
  } finally {
    await browser.close();
  }
}

try {
  if (!args.has("--no-build")) {
    execFileSync("npm", ["run", "build:widgets"], { stdio: "inherit" });
    execFileSync("npm", ["run", "build:engine"], { stdio: "inherit" });
  }
  const [packed] = JSON.parse(
    run("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", work], ROOT),
  ) as { filename: string }[];
  if (!packed) throw new Error("npm pack wrote nothing");
  const tarball = path.join(work, packed.filename);

  const vite = makeApp("vite", VITE_DEPS, tarball, "src");
  run(path.join(vite, "node_modules/.bin/vite"), ["build"], vite);
  const viteLabel = `Vite ${installed(vite, "vite")}`;
  checkOutput(viteLabel, vite, path.join(vite, "dist"));
  const server = await serveStatic(path.join(vite, "dist"));
  try {
    await checkInBrowser(
      `${viteLabel} (connect-src 'self')`,
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    );
  } finally {
    server.close();
  }

  const next = makeApp("next", NEXT_DEPS, tarball, "app");
  const nextVersion = installed(next, "next");
  for (const [bundler, extra] of [
    ["Turbopack", []],
    ["webpack", ["--webpack"]],
  ] as const) {
    const label = `Next.js ${nextVersion} (${bundler})`;
    rmSync(path.join(next, ".next"), { recursive: true, force: true });
    run(path.join(next, "node_modules/.bin/next"), ["build", ...extra], next);
    checkOutput(label, next, path.join(next, ".next/static"));
    const started = await nextStart(next);
    try {
      await checkInBrowser(label, started.url);
    } finally {
      started.stop();
    }
  }
  console.log(
    `React ${installed(next, "react")}, checked ${new Date().toISOString().slice(0, 10)}`,
  );
} finally {
  if (args.has("--keep")) console.log(`Apps kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(
  "\nEvery bundler shipped the widget's stylesheets as files it fetches, and none reached the page.",
);
