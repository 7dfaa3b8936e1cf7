// A small static server for dist/: `npm start` and the browser tests use it.
// Answers /x and /x/ alike, serves dist/404.html with status 404 for unknown paths,
// compresses text with brotli or gzip, and lets other origins load /widgets/ (partners).
// Usage: node scripts/serve.js [--port 8080] [--root dist]
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".xml",
  ".txt",
  ".svg",
  ".webmanifest",
]);

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

/** The file a URL path names: the file itself, or its index.html, or path + ".html". */
async function resolveFile(root, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return null;
  for (const candidate of [
    base,
    path.join(base, "index.html"),
    `${base.replace(/\/$/, "")}.html`,
  ]) {
    try {
      if ((await stat(candidate)).isFile()) return candidate;
    } catch {
      // try the next form
    }
  }
  return null;
}

function encode(body, acceptEncoding) {
  if (/\bbr\b/.test(acceptEncoding)) {
    return {
      encoding: "br",
      body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    };
  }
  if (/\bgzip\b/.test(acceptEncoding))
    return { encoding: "gzip", body: gzipSync(body, { level: 9 }) };
  return { encoding: null, body };
}

/** Creates the server for a folder; compressed bodies are cached in memory. */
export function createSiteServer(root) {
  const cache = new Map();
  return createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? "/", "http://localhost");
      let file = await resolveFile(root, url.pathname);
      let status = 200;
      if (!file) {
        file = path.join(root, "404.html");
        status = 404;
      }
      const ext = path.extname(file);
      const headers = {
        "Content-Type": TYPES[ext] ?? "application/octet-stream",
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": url.pathname.startsWith("/widgets/chunks/")
          ? "public, max-age=31536000, immutable"
          : "no-cache",
      };
      if (url.pathname.startsWith("/widgets/")) headers["Access-Control-Allow-Origin"] = "*";
      let body;
      try {
        body = await readFile(file);
      } catch {
        response.writeHead(404, { "Content-Type": TYPES[".txt"] });
        response.end("Not found");
        return;
      }
      const accept = String(request.headers["accept-encoding"] ?? "");
      if (COMPRESSIBLE.has(ext)) {
        headers.Vary = "Accept-Encoding";
        const key = `${file}|${accept.includes("br") ? "br" : accept.includes("gzip") ? "gzip" : ""}`;
        const version = (await stat(file)).mtimeMs;
        const cached = cache.get(key);
        const encoded = cached?.version === version ? cached.value : encode(body, accept);
        cache.set(key, { version, value: encoded });
        if (encoded.encoding) headers["Content-Encoding"] = encoded.encoding;
        body = encoded.body;
      }
      headers["Content-Length"] = body.length;
      response.writeHead(status, headers);
      response.end(request.method === "HEAD" ? undefined : body);
    } catch (error) {
      response.writeHead(500, { "Content-Type": TYPES[".txt"] });
      response.end("Server error");
      console.error(error);
    }
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(option("root", "dist"));
  const port = Number(option("port", process.env.PORT ?? "8080"));
  createSiteServer(root).listen(port, "127.0.0.1", () => {
    console.log(`Serving ${root} on http://localhost:${port}`);
  });
}
