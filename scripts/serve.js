// A small static server for dist/: `npm start`, the browser tests and the bench use it.
// It sends the site's headers policy (site/headers.js, the same rules the build writes to
// dist/_headers for static hosts), answers /x and /x/ alike, serves dist/404.html with status
// 404 for unknown paths, compresses text with brotli or gzip as the client's Accept-Encoding
// weights ask, and answers conditional (ETag, Last-Modified) and Range requests.
// Usage: node scripts/serve.js [--port 8080] [--root dist] [--host 127.0.0.1]
import { createServer } from "node:http";
import { realpathSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { headersFor } from "../site/headers.js";
import { chooseEncoding } from "./server/accept-encoding.js";
import { parseByteRange } from "./server/byte-range.js";
import { isNotModified, rangeStillApplies } from "./server/conditional.js";
import { FileCache } from "./server/file-cache.js";
import { resolveFile } from "./server/resolve-file.js";

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
const ALLOWED_METHODS = "GET, HEAD";

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

/** The decoded path of a request target, or null when it is not a valid origin-form path. */
function decodedPath(target) {
  if (!target.startsWith("/")) return null;
  try {
    return decodeURIComponent(new URL(target, "http://localhost").pathname);
  } catch {
    return null;
  }
}

/** A short plain-text answer with the site-wide headers (no body for HEAD). */
function sendText(request, response, status, text, extra = {}) {
  const body = Buffer.from(`${text}\n`);
  response.writeHead(status, {
    ...headersFor("/"),
    "Content-Type": TYPES[".txt"],
    "Content-Length": body.length,
    "Cache-Control": "no-store",
    ...extra,
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

/**
 * Creates the server for a folder (`root`, which must exist). Its `compressionsSettled()`
 * settles once the compressed copies asked for so far are made.
 */
export function createSiteServer(root) {
  const realRoot = realpathSync(path.resolve(root));
  const files = new FileCache();

  async function handle(request, response) {
    if (request.method !== "GET" && request.method !== "HEAD") {
      sendText(request, response, 405, "Method not allowed", { Allow: ALLOWED_METHODS });
      return;
    }
    const wanted = decodedPath(request.url ?? "");
    if (wanted === null) {
      sendText(request, response, 400, "Bad request");
      return;
    }
    let status = 200;
    let found = await resolveFile(realRoot, wanted);
    if (!found || found.urlPath === "/404.html") {
      status = 404;
      found = await resolveFile(realRoot, "/404.html");
      if (!found) {
        sendText(request, response, 404, "Not found");
        return;
      }
    }
    const ext = path.extname(found.file);
    const entry = await files.load(found.file, await stat(found.file));
    const headers = {
      ...headersFor(found.urlPath),
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
    };
    let encoding = "identity";
    if (COMPRESSIBLE.has(ext)) {
      headers.Vary = "Accept-Encoding";
      encoding = chooseEncoding(request.headers["accept-encoding"]);
      // Brotli at its best takes a while for a large file: start it, and until it is ready
      // send what else the client accepts (gzip is quick) rather than keep this request waiting.
      if (encoding === "br" && !files.isReady(entry, "br")) {
        void files.encode(entry, "br").catch(() => {});
        encoding = chooseEncoding(request.headers["accept-encoding"], ["gzip", "identity"]);
      }
    }

    let range = null;
    if (status === 200) {
      headers["Accept-Ranges"] = "bytes";
      headers["Last-Modified"] = entry.lastModified;
      const rangeHeader = request.headers.range;
      if (rangeHeader && rangeStillApplies(request.headers, entry.etag, entry.lastModified)) {
        range = parseByteRange(rangeHeader, entry.body.length);
        // A range counts bytes of the file as it is, so a ranged answer is never compressed.
        if (range) encoding = "identity";
      }
      headers.ETag =
        encoding === "identity" ? entry.etag : `${entry.etag.slice(0, -1)}-${encoding}"`;
      if (isNotModified(request.headers, headers.ETag, entry.modifiedMs)) {
        response.writeHead(304, headers);
        response.end();
        return;
      }
    }
    if (range === "unsatisfiable") {
      sendText(request, response, 416, "Range not satisfiable", {
        "Content-Range": `bytes */${entry.body.length}`,
      });
      return;
    }

    let body = await files.encode(entry, encoding);
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    if (range) {
      status = 206;
      headers["Content-Range"] = `bytes ${range.start}-${range.end}/${body.length}`;
      body = body.subarray(range.start, range.end + 1);
    }
    headers["Content-Length"] = body.length;
    response.writeHead(status, headers);
    response.end(request.method === "HEAD" ? undefined : body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      console.error(`${request.method} ${request.url}: ${error?.message ?? error}`);
      if (response.headersSent) response.destroy();
      else sendText(request, response, 500, "Server error");
    });
  });
  /** Settles once every compressed copy asked for so far is made. */
  server.compressionsSettled = () => files.settled();
  return server;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(option("root", "dist"));
  const port = Number(option("port", process.env.PORT ?? "8080"));
  const host = option("host", "127.0.0.1");
  const server = createSiteServer(root);
  server.listen(port, host, () => {
    const address = server.address();
    const shown = address.family === "IPv6" ? `[${address.address}]` : address.address;
    console.log(`Serving ${root} on http://${shown}:${address.port}`);
  });
}
