import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type ViteDevServer } from "vite";
import { loadStyles } from "../../../../widgets/shared/platform/load-styles.ts";

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
