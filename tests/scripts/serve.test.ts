import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSiteServer } from "../../scripts/serve.js";

// The local server against a small made-up site, over real HTTP on 127.0.0.1.

const base = mkdtempSync(path.join(tmpdir(), "serve-"));
const root = path.join(base, "dist");
const SCRIPT = `export const text = "${"calorie ".repeat(400)}";\n`;

function put(file: string, text: string | Buffer) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}
put("index.html", "<h1>Home</h1>");
put("404.html", "<h1>Page not found</h1>");
put("about-us/index.html", "<h1>About us</h1>");
put("embed/calorie-deficit-bmi/index.html", "<h1>BMI frame</h1>");
put("widgets/embed.js", SCRIPT);
put("widgets/chunks/runtime-Ab12.js", SCRIPT);
put("assets/icon.png", Buffer.from([137, 80, 78, 71, 1, 2, 3, 4]));
mkdirSync(path.join(base, "dist-x"));
writeFileSync(path.join(base, "dist-x", "index.html"), "neighbour");
writeFileSync(path.join(base, "secret.txt"), "secret");
symlinkSync(path.join(base, "secret.txt"), path.join(root, "leak.txt"));

let server: Server;
let port = 0;
beforeAll(async () => {
  server = createSiteServer(root);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(base, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request with the path sent exactly as written (no client-side normalising). */
function send(
  target: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const CHROME = { "Accept-Encoding": "gzip, deflate, br, zstd" };
const GZIP = { "Accept-Encoding": "gzip" };

describe("malformed requests", () => {
  it("answers a malformed percent-encoding with 400 and logs no stack trace", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const target of ["/%E0%A4%A", "/%ff", "/widgets/%"]) {
      const answer = await send(target);
      expect(answer.status, target).toBe(400);
      expect(answer.body.toString()).not.toMatch(/at |Error/);
      expect(answer.headers["content-security-policy"]).toContain("default-src 'self'");
    }
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it("answers methods other than GET and HEAD with 405 and says which are allowed", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const answer = await send("/", { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD");
      expect(answer.body.toString()).not.toContain("Home");
    }
  });
});

describe("which file, and which status", () => {
  it("serves a page at /x and /x/ alike", async () => {
    for (const target of ["/about-us", "/about-us/", "/about-us/?from=menu"]) {
      const answer = await send(target);
      expect(answer.status, target).toBe(200);
      expect(answer.body.toString()).toBe("<h1>About us</h1>");
    }
  });

  it("answers /404, /404.html and unknown paths with the not-found page and status 404", async () => {
    for (const target of ["/404", "/404.html", "/no-such-page/", "/widgets/chunks/gone-Zz99.js"]) {
      const answer = await send(target);
      expect(answer.status, target).toBe(404);
      expect(answer.body.toString()).toBe("<h1>Page not found</h1>");
    }
  });

  it("does not follow a symbolic link out of the folder, nor reach a neighbour named like it", async () => {
    expect((await send("/leak.txt")).status).toBe(404);
    expect((await send("/..%2fdist-x/")).status).toBe(404);
    expect((await send("/..%2fsecret.txt")).status).toBe(404);
    expect((await send("/%2e%2e/secret.txt")).status).toBe(404);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const get = await send("/widgets/embed.js", { headers: GZIP });
    const head = await send("/widgets/embed.js", { method: "HEAD", headers: GZIP });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers.etag).toBe(get.headers.etag);
  });
});

describe("headers follow the file sent, not the path asked for", () => {
  it("sends the strict policy on pages, and lets only the iframe pages be framed elsewhere", async () => {
    const page = await send("/about-us/");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(page.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(page.headers["permissions-policy"]).toContain("camera=()");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    const frame = await send("/embed/calorie-deficit-bmi/");
    expect(frame.headers["content-security-policy"]).toContain("frame-ancestors *");
    expect(frame.headers["content-security-policy"]).not.toContain("frame-ancestors 'self'");
  });

  it("caches hashed chunks for a year and lets any origin load widget files", async () => {
    const chunk = await send("/widgets/chunks/runtime-Ab12.js");
    expect(chunk.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(chunk.headers["access-control-allow-origin"]).toBe("*");
    const loader = await send("/widgets/embed.js");
    expect(loader.headers["cache-control"]).toBe("no-cache");
    expect(loader.headers["access-control-allow-origin"]).toBe("*");
  });

  it("sends neither the year-long cache nor CORS with a 404 under /widgets/", async () => {
    const missing = await send("/widgets/chunks/gone-Zz99.js");
    expect(missing.status).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-cache");
    expect(missing.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("gives a path that climbs out of /widgets/chunks/ the headers of the page it lands on", async () => {
    const answer = await send("/widgets/chunks/..%2f..%2fabout-us/");
    expect(answer.body.toString()).toBe("<h1>About us</h1>");
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("compression", () => {
  it("follows the client's weights: br;q=0 with gzip gets gzip", async () => {
    const answer = await send("/widgets/embed.js", {
      headers: { "Accept-Encoding": "br;q=0, gzip" },
    });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it("keeps copies by the coding actually sent, so an odd client changes nothing for the next", async () => {
    const odd = await send("/widgets/chunks/runtime-Ab12.js", {
      headers: { "Accept-Encoding": "xbr" },
    });
    expect(odd.headers["content-encoding"]).toBeUndefined();
    expect(odd.body.toString()).toBe(SCRIPT);
    const chrome = await send("/widgets/chunks/runtime-Ab12.js", { headers: CHROME });
    expect(["br", "gzip"]).toContain(chrome.headers["content-encoding"]);
    expect(chrome.headers.vary).toBe("Accept-Encoding");
  });

  it("sends gzip while the brotli copy is being made, and brotli once it is ready", async () => {
    put("widgets/fresh.js", SCRIPT);
    const first = await send("/widgets/fresh.js", { headers: CHROME });
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(first.body).toString()).toBe(SCRIPT);
    let later = first;
    for (let i = 0; i < 50 && later.headers["content-encoding"] !== "br"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await send("/widgets/fresh.js", { headers: CHROME });
    }
    expect(later.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(later.body).toString()).toBe(SCRIPT);
  });

  it("does not compress images", async () => {
    const answer = await send("/assets/icon.png", { headers: CHROME });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.length).toBe(8);
  });
});

describe("revalidation and ranges", () => {
  it("answers 304 with no body when If-None-Match names the current ETag of that coding", async () => {
    const first = await send("/widgets/embed.js", { headers: GZIP });
    const etag = String(first.headers.etag);
    expect(first.headers["last-modified"]).toBeTruthy();
    const again = await send("/widgets/embed.js", {
      headers: { ...GZIP, "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const plain = await send("/widgets/embed.js");
    expect(plain.headers.etag).not.toBe(etag);
    const stale = await send("/widgets/embed.js", { headers: { "If-None-Match": '"old"' } });
    expect(stale.status).toBe(200);
  });

  it("answers 304 for If-Modified-Since at or after the file's date", async () => {
    const first = await send("/about-us/");
    const since = String(first.headers["last-modified"]);
    expect((await send("/about-us/", { headers: { "If-Modified-Since": since } })).status).toBe(
      304,
    );
  });

  it("never answers a 404 with 304", async () => {
    const missing = await send("/nope");
    expect(missing.headers.etag).toBeUndefined();
    expect((await send("/nope", { headers: { "If-None-Match": "*" } })).status).toBe(404);
  });

  it("sends the bytes a Range asks for, uncompressed, with 206", async () => {
    const answer = await send("/widgets/embed.js", { headers: { ...CHROME, Range: "bytes=0-9" } });
    expect(answer.status).toBe(206);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["content-range"]).toBe(`bytes 0-9/${Buffer.byteLength(SCRIPT)}`);
    expect(answer.body.toString()).toBe(SCRIPT.slice(0, 10));
  });

  it("answers a range past the end with 416, and ignores a range after the file changed", async () => {
    const past = await send("/widgets/embed.js", { headers: { Range: "bytes=999999-" } });
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${Buffer.byteLength(SCRIPT)}`);
    const changed = await send("/widgets/embed.js", {
      headers: { Range: "bytes=0-9", "If-Range": '"old"' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.toString()).toBe(SCRIPT);
  });
});

describe("the command line", () => {
  it("listens beyond the loopback address with --host", async () => {
    const child = spawn(
      process.execPath,
      ["scripts/serve.js", "--root", root, "--port", "0", "--host", "0.0.0.0"],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    try {
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.once("data", (data: Buffer) => resolve(data.toString()));
        child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
      });
      expect(line).toMatch(/on http:\/\/0\.0\.0\.0:\d+/);
      const childPort = Number(/:(\d+)\s*$/.exec(line)?.[1]);
      const answer = await fetch(`http://127.0.0.1:${childPort}/`);
      expect(answer.status).toBe(200);
    } finally {
      child.kill();
    }
  });
});
