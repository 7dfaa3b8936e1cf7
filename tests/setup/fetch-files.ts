// Widgets fetch their stylesheets (widgets/shared/platform/load-styles.ts). In the component tests
// those files have addresses on jsdom's page, where the build puts them
// (http://localhost:3000/widgets/styles/base.css, vitest.config.ts); tests may also name
// them by file: URL. Nothing listens there, so this answers both from disk, as the dev server
// would: the sheet's source (widgets/shared/styles/base.css, widgets/<tag>/<tag>.css), or
// 404 when it is missing.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const networkFetch = globalThis.fetch;

const page = (globalThis as { location?: Location }).location;
// Only a test file with a page (jsdom) has sheets at addresses, and only it loads the
// widgets' descriptions, which bring the whole engine: in a test file without a page that
// was a second of set-up.
const sheets = page ? await import("../../widgets/widget-descriptions.ts") : undefined;

/** A built sheet's address, /widgets/styles/<name>.css, as the path of its source. */
function sheetSource(pathname: string): string | undefined {
  const name = /^\/widgets\/styles\/([\w-]+)\.css$/.exec(pathname)?.[1];
  return name && sheets?.STYLESHEETS.includes(name)
    ? `widgets/${sheets.stylesheetSource(name)}`
    : undefined;
}

function localFile(url: URL): string | undefined {
  if (url.protocol === "file:") return fileURLToPath(url);
  if (page && url.origin === page.origin) {
    return path.join(process.cwd(), sheetSource(url.pathname) ?? url.pathname);
  }
  return undefined;
}

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const file = localFile(new URL(input instanceof Request ? input.url : input));
  if (!file) return networkFetch(input, init);
  try {
    return new Response(await readFile(file), { status: 200 });
  } catch {
    return new Response("Not found", { status: 404 });
  }
};
