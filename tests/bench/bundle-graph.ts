import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Compressed sizes of some bytes, as a server sending them at best settings would. */
export function compressedSizes(data: Buffer | string): {
  raw: number;
  gzip: number;
  brotli: number;
} {
  const buffer = typeof data === "string" ? Buffer.from(data) : data;
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

const STATIC_IMPORT = /\bimport\s*(?:[\w${},\s*]+from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

function importsOf(file: string, pattern: RegExp): string[] {
  const code = readFileSync(file, "utf8");
  return [...code.matchAll(pattern)].map((m) => path.resolve(path.dirname(file), m[1] ?? ""));
}

/** Every file a module loads before it runs: itself and its static imports, transitively. */
export function staticClosure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const dep of importsOf(entry, STATIC_IMPORT)) staticClosure(dep, seen);
  return seen;
}

/** Every file a module can ever load: its static closure plus dynamic imports, transitively. */
export function fullClosure(entry: string, seen = new Set<string>()): Set<string> {
  for (const file of staticClosure(entry)) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const dep of importsOf(file, DYNAMIC_IMPORT)) fullClosure(dep, seen);
  }
  return seen;
}

/** Total sizes of a set of files, each compressed on its own (one response a file). */
export function sizeOfFiles(files: Iterable<string>) {
  const total = { raw: 0, gzip: 0, brotli: 0, files: 0 };
  for (const file of files) {
    const size = compressedSizes(readFileSync(file));
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
    total.files++;
  }
  return total;
}
