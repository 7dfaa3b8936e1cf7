import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { percentile, serverLoad } from "./server-load.ts";

const root = mkdtempSync(path.join(tmpdir(), "server-load-"));
mkdirSync(path.join(root, "about-us"));
writeFileSync(path.join(root, "index.html"), "<h1>Home</h1>".repeat(100));
writeFileSync(path.join(root, "404.html"), "<h1>Not found</h1>");
writeFileSync(path.join(root, "about-us", "index.html"), "<h1>About</h1>");
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("percentile", () => {
  it("takes the nearest rank of sorted values", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile(values, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });
});

describe("serverLoad", () => {
  it("sends exactly the requests asked for and counts every answer by status", async () => {
    const figures = await serverLoad(root, ["/", "/about-us/", "/missing"], {
      requests: 90,
      concurrency: 10,
    });
    expect(figures.requests).toBe(90);
    expect(figures.statuses).toEqual({ 200: 60, 404: 30 });
    expect(figures.p50Ms).toBeGreaterThan(0);
    expect(figures.p99Ms).toBeGreaterThanOrEqual(figures.p50Ms);
    expect(figures.maxMs).toBeGreaterThanOrEqual(figures.p99Ms);
  });

  it("leaves its warm-up requests out of the figures", async () => {
    const figures = await serverLoad(root, ["/", "/missing"], {
      requests: 10,
      concurrency: 2,
      warm: true,
    });
    expect(figures.requests).toBe(10);
    expect(figures.statuses).toEqual({ 200: 5, 404: 5 });
  });
});
