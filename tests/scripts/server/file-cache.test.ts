import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { FileCache } from "../../../scripts/server/file-cache.js";

const folder = mkdtempSync(path.join(tmpdir(), "file-cache-"));
const file = path.join(folder, "page.html");
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("FileCache", () => {
  it("compresses each copy once, even when it is asked for twice at the same time", async () => {
    writeFileSync(file, "<p>hello</p>".repeat(500));
    const cache = new FileCache();
    const entry = await cache.load(file, statSync(file));
    expect(cache.isReady(entry, "br")).toBe(false);
    const [a, b] = await Promise.all([cache.encode(entry, "br"), cache.encode(entry, "br")]);
    expect(cache.isReady(entry, "br")).toBe(true);
    expect(a).toBe(b);
    expect(brotliDecompressSync(a).toString()).toBe("<p>hello</p>".repeat(500));
    expect(gunzipSync(await cache.encode(entry, "gzip")).toString()).toBe(
      "<p>hello</p>".repeat(500),
    );
    expect(cache.compressions).toBe(2);
  });

  it("keeps the body as it is for identity", async () => {
    writeFileSync(file, "plain");
    const cache = new FileCache();
    const entry = await cache.load(file, statSync(file));
    expect((await cache.encode(entry, "identity")).toString()).toBe("plain");
    expect(cache.compressions).toBe(0);
  });

  it("reads the file again, with a new ETag, once it changes on disk", async () => {
    writeFileSync(file, "first");
    const cache = new FileCache();
    const first = await cache.load(file, statSync(file));
    expect(await cache.load(file, statSync(file))).toBe(first);
    writeFileSync(file, "second!");
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const second = await cache.load(file, statSync(file));
    expect(second.body.toString()).toBe("second!");
    expect(second.etag).not.toBe(first.etag);
    expect(second.etag).toMatch(/^"[\w-]+"$/);
  });
});
