const loading = new Map<string, Promise<string>>();

/**
 * Fetches widget stylesheets, once a page however many widgets use them; the page or the
 * loader has usually preloaded them. The styles are CSS files rather than strings in the
 * JavaScript, so a page's JavaScript is only code. A sheet that fails to load is logged and
 * left out: the widget still works, unstyled, rather than not at all.
 */
export function loadStyles(urls: readonly URL[]): Promise<string[]> {
  return Promise.all(
    urls.map(({ href }) => {
      let css = loading.get(href);
      if (!css) {
        // Asks for CSS: Vite's dev server (a partner's, serving the built widgets) answers a
        // .css address with a JavaScript module unless the request accepts text/css.
        // "accept" is a CORS-safelisted header, so a sheet on another origin needs no preflight.
        css = fetch(href, { headers: { accept: "text/css" } })
          .then((response) => {
            if (!response.ok) throw new Error(`${response.status} for ${href}`);
            return response.text();
          })
          .catch((error: unknown) => {
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
