const loading = new Map<string, Promise<string>>();

/**
 * Fetches widget stylesheets, once a page however many widgets use them; the page or the
 * loader has usually preloaded them. The styles are CSS files rather than strings in the
 * JavaScript, so a page's JavaScript is only code. A sheet that fails to load is logged and
 * left out: the widget still works, unstyled, rather than not at all.
 *
 * A partner's bundler may put a small sheet into the script as a base64 `data:` URL (Vite does
 * under 4 KB). That one is read where it is, with no request, so a page whose Content Security
 * Policy leaves `data:` out of `connect-src` still gets it. `atob` reads base64 as one byte a
 * character, which is exact for the shipped sheets: they are ASCII
 * (tests/widgets/built-scripts.test.ts).
 */
export function loadStyles(urls: readonly URL[]): Promise<string[]> {
  return Promise.all(
    urls.map(({ href, protocol }) => {
      let css = loading.get(href);
      if (!css) {
        // A fetch asks for CSS: a Vite dev server serving the widgets' sources (they name
        // .css files; the build ships .css.txt) answers a .css address with a JavaScript
        // module unless the request accepts text/css. "accept" is a CORS-safelisted header,
        // so a sheet on another origin needs no preflight.
        const text =
          protocol === "data:"
            ? Promise.resolve(href).then((data) => atob(data.slice(data.indexOf(",") + 1)))
            : fetch(href, { headers: { accept: "text/css" } }).then((response) => {
                if (!response.ok) throw new Error(`${response.status} for ${href}`);
                return response.text();
              });
        css = text.catch((error: unknown) => {
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
