// Keeps each served file in memory with its ETag, and its compressed copies, until the file
// changes on disk (its size or modification time). Compression runs on libuv's thread pool
// (zlib's asynchronous functions), so brotli at its slowest setting never holds up other
// requests, and a copy asked for twice at once is made once. scripts/serve.js does not wait
// for a brotli copy that is still being made: it sends gzip meanwhile.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESS = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: constants.Z_BEST_COMPRESSION }),
};

/** A strong entity tag (RFC 9110 section 8.8.3) from the file's bytes. */
function entityTag(body) {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
}

export class FileCache {
  #entries = new Map();
  /** Brotli copies are made one after another, leaving the other pool threads for reads and gzip. */
  #brotliQueue = Promise.resolve();
  /** How many compressed copies have been made (for tests). */
  compressions = 0;

  /** The file's bytes, tag and date, read again only when `stats` shows it has changed. */
  async load(file, stats) {
    const version = `${stats.size}:${stats.mtimeMs}`;
    const cached = this.#entries.get(file);
    if (cached?.version === version) return cached;
    const body = await readFile(file);
    const entry = {
      version,
      body,
      etag: entityTag(body),
      lastModified: new Date(stats.mtimeMs).toUTCString(),
      modifiedMs: stats.mtimeMs,
      encoded: new Map(),
      ready: new Set(),
    };
    this.#entries.set(file, entry);
    return entry;
  }

  /** Settles once every copy asked for so far is made (the bench waits on it). */
  settled() {
    const copies = [...this.#entries.values()].flatMap((entry) => [...entry.encoded.values()]);
    return Promise.allSettled(copies).then(() => undefined);
  }

  /** Whether the entry's copy in `encoding` is made and can be sent at once. */
  isReady(entry, encoding) {
    return encoding === "identity" || entry.ready.has(encoding);
  }

  /** The entry's body in `encoding` ("br", "gzip" or "identity"), made once and kept. */
  encode(entry, encoding) {
    if (encoding === "identity") return Promise.resolve(entry.body);
    let copy = entry.encoded.get(encoding);
    if (!copy) {
      this.compressions++;
      const make = () => COMPRESS[encoding](entry.body);
      copy = encoding === "br" ? this.#brotliQueue.then(make) : make();
      if (encoding === "br") this.#brotliQueue = copy.catch(() => {});
      entry.encoded.set(encoding, copy);
      copy.then(
        () => entry.ready.add(encoding),
        () => entry.encoded.delete(encoding),
      );
    }
    return copy;
  }
}
