import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createServer, type ViteDevServer } from "vite";
import { loadStyles } from "../../../../widgets/shared/platform/load-styles.ts";

/** A fresh copy of the module, with nothing loaded yet. */
async function freshLoadStyles() {
  vi.resetModules();
  return (await import("../../../../widgets/shared/platform/load-styles.ts")).loadStyles;
}
// The shipped sheets are ASCII (tests/widgets/built-scripts.test.ts), so base64 reads exactly.
const CSS = '.bmi-scale::before{content:"\\2192"}';

afterEach(() => vi.restoreAllMocks());

// A partner's bundler may inline a small sheet into the script as a data: URL (Vite does
// under 4 KB). Fetching it would need `data:` in the page's connect-src; it is read instead.
describe("a stylesheet a bundler inlined as a data: URL", () => {
  it("is read from a base64 data: URL, as Vite writes it, with no request", async () => {
    const loadStyles = await freshLoadStyles();
    const fetch = vi.spyOn(globalThis, "fetch");
    const inlined = new URL(`data:text/plain;base64,${Buffer.from(CSS).toString("base64")}`);
    expect(await loadStyles([inlined])).toEqual([CSS]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps its place among fetched sheets", async () => {
    const loadStyles = await freshLoadStyles();
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("a{}"));
    const inlined = new URL(`data:text/plain;base64,${Buffer.from(CSS).toString("base64")}`);
    expect(await loadStyles([new URL("https://example.org/base.css.txt"), inlined])).toEqual([
      "a{}",
      CSS,
    ]);
  });

  it("is logged and left out when it cannot be read, and the widget still loads", async () => {
    const loadStyles = await freshLoadStyles();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await loadStyles([new URL("data:text/plain;base64,not*base64")])).toEqual([""]);
    expect(error).toHaveBeenCalledOnce();
  });
});

// A partner who builds their site with Vite serves our widgets, and the stylesheets beside
// them, from Vite's dev server while they work. That server answers a .css address with a
// JavaScript module (for its own hot reload) unless the request asks for CSS.
describe("loadStyles from a Vite dev server", () => {
  let server: ViteDevServer;
  let origin: string;

  beforeAll(async () => {
    server = await createServer({
      root: "widgets",
      configFile: false,
      logLevel: "silent",
      server: { port: 0, host: "127.0.0.1", ws: false },
    });
    await server.listen();
    const { port } = server.httpServer?.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(() => server.close());

  it("gets the stylesheet itself, not a module that would inject it", async () => {
    const [css] = await loadStyles([new URL("/shared/styles/base.css", origin)]);
    expect(css).toBe(readFileSync("widgets/shared/styles/base.css", "utf8"));
  });
});
