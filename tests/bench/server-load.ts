// A bounded load test of scripts/serve.js: a fixed number of GET requests, a fixed number in
// flight at once, to 127.0.0.1 only, with a time limit. Reports the latency percentiles.
import { Agent, request } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { createSiteServer } from "../../scripts/serve.js";

export interface LoadFigures {
  requests: number;
  concurrency: number;
  /** Answers by status code. */
  statuses: Record<number, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  perSecond: number;
}

/** The value below which `fraction` of the sorted `values` lie (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

/**
 * Serves `root` on 127.0.0.1 and sends `requests` GETs for `paths` in turn, `concurrency` at a
 * time, as Chrome would (brotli welcome, keep-alive). Gives up after `timeLimitMs`. With
 * `warm`, first asks for each path once, untimed, and waits for the compressed copies.
 */
export async function serverLoad(
  root: string,
  paths: readonly string[],
  { requests = 2000, concurrency = 50, timeLimitMs = 60_000, warm = false } = {},
): Promise<LoadFigures> {
  const server = createSiteServer(root);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const deadline = Date.now() + timeLimitMs;
  const latencies: number[] = [];
  let statuses: Record<number, number> = {};
  let next = 0;

  const one = (target: string) =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      const req = request(
        {
          host: "127.0.0.1",
          port,
          path: target,
          agent,
          headers: { "Accept-Encoding": "gzip, deflate, br, zstd" },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            latencies.push(performance.now() - started);
            statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.on("error", reject);
      req.end();
    });

  const worker = async () => {
    while (next < requests && Date.now() < deadline) {
      const target = paths[next++ % paths.length] ?? "/";
      await one(target);
    }
  };
  if (warm) {
    for (const target of paths) await one(target);
    await server.compressionsSettled();
    latencies.length = 0;
    statuses = {};
  }
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: latencies.length,
    concurrency,
    statuses,
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.at(-1) ?? 0),
    perSecond: Math.round(latencies.length / seconds),
  };
}
