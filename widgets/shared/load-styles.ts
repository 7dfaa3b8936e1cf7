/** Where the stylesheets are: widgets/styles/ beside the sources, dist/widgets/styles/ built. */
const HERE = import.meta.url;
const loading = new Map<string, Promise<string>>();

/**
 * Fetches widget stylesheets by name (widgets/styles/<name>.css), once a page however many
 * widgets use them; the loader has usually preloaded them. The styles are CSS files rather
 * than strings in the JavaScript, so a page's JavaScript is only code. A sheet that fails to
 * load is logged and left out: the widget still works, unstyled, rather than not at all.
 */
export function loadStyles(names: readonly string[]): Promise<string[]> {
  return Promise.all(
    names.map((name) => {
      let css = loading.get(name);
      if (!css) {
        const url = new URL(`../styles/${name}.css`, HERE);
        css = fetch(url)
          .then((response) => {
            if (!response.ok) throw new Error(`${response.status} for ${url.href}`);
            return response.text();
          })
          .catch((error: unknown) => {
            console.error("Could not load a widget stylesheet", error);
            loading.delete(name);
            return "";
          });
        loading.set(name, css);
      }
      return css;
    }),
  );
}
