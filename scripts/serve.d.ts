import type { Server } from "node:http";

/** A static server for a built folder (see serve.js). */
export function createSiteServer(root: string): Server & { compressionsSettled(): Promise<void> };
