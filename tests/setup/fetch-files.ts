// Widgets fetch their stylesheets beside their code (widgets/shared/load-styles.ts). In the
// tests that code runs from the sources, so the stylesheets have file: URLs, which Node's
// fetch cannot read: this answers them from disk, as a server would, 404 when missing.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const networkFetch = globalThis.fetch;

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : input);
  if (url.protocol !== "file:") return networkFetch(input, init);
  try {
    return new Response(await readFile(fileURLToPath(url)), { status: 200 });
  } catch {
    return new Response("Not found", { status: 404 });
  }
};
