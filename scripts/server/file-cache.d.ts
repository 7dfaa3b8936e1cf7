import type { Stats } from "node:fs";

export interface CachedFile {
  version: string;
  body: Buffer;
  etag: string;
  lastModified: string;
  modifiedMs: number;
}
export class FileCache {
  compressions: number;
  load(file: string, stats: Stats): Promise<CachedFile>;
  encode(entry: CachedFile, encoding: string): Promise<Buffer>;
}
