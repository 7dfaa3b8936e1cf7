const loading = new Map<string, Promise<string>>();

/**
 * Fetches widget stylesheets, once a page however many widgets use them; the page or the
 * loader has usually preloaded them. The styles are CSS files rather than strings in the
 * JavaScript, so a page's JavaScript is only code. A sheet that fails to load is logged and
 * left out: the widget still works, unstyled, rather than not at all.
 *
 * A partner's bundler may put a small sheet into the script as a `data:` URL (Vite does under
 * 4 KB); that one is read where it is, with no request, so a page whose Content Security
 * Policy leaves `data:` out of `connect-src` still gets it.
 */
export function loadStyles(urls: readonly URL[]): Promise<string[]> {
  return Promise.all(
    urls.map((url) => {
      const { href } = url;
      let css = loading.get(href);
      if (!css) {
        css = readText(url).catch((error: unknown) => {
          console.error("Could not load a widget stylesheet", error);
          loading.delete(href);
          return "";
        });
        loading.set(href, css);
      }
      return css;
    }),
  );
}

async function readText(url: URL): Promise<string> {
  return url.protocol === "data:" ? dataText(url.href) : fetchText(url.href);
}

function fetchText(href: string): Promise<string> {
  // Asks for CSS: a Vite dev server serving the widgets' sources (they name .css files; the
  // build ships .css.txt) answers a .css address with a JavaScript module unless the request
  // accepts text/css.
  // "accept" is a CORS-safelisted header, so a sheet on another origin needs no preflight.
  return fetch(href, { headers: { accept: "text/css" } }).then((response) => {
    if (!response.ok) throw new Error(`${response.status} for ${href}`);
    return response.text();
  });
}

/**
 * The text of a `data:` URL, base64 or percent-encoded, read as UTF-8
 * (https://fetch.spec.whatwg.org/#data-urls).
 */
export function dataText(href: string): string {
  const comma = href.indexOf(",");
  if (comma === -1) throw new Error(`Not a data: URL: ${href.slice(0, 40)}`);
  const meta = href.slice(0, comma);
  const body = decodeURIComponent(href.slice(comma + 1));
  if (!/;\s*base64$/i.test(meta)) return body;
  const bytes = Uint8Array.from(atob(body.replace(/\s/g, "")), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
