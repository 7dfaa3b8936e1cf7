// Compressed sizes of the files a visitor downloads, for the bench (run.ts).
import { readFileSync } from "node:fs";
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
