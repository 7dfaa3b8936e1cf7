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
  settled(): Promise<void>;
  isReady(entry: CachedFile, encoding: string): boolean;
  load(file: string, stats: Stats): Promise<CachedFile>;
  encode(entry: CachedFile, encoding: string): Promise<Buffer>;
}
