/** This module's URL, in widgets/shared/ or dist/widgets/chunks/: one level below the sheets. */
const HERE = import.meta.url;
const loading = new Map<string, Promise<string>>();

/**
 * Fetches widget stylesheets by their path from the widgets folder (stylesheetsFor), once a
 * page however many widgets use them; the page or the loader has usually preloaded them. The styles are CSS files rather
 * than strings in the JavaScript, so a page's JavaScript is only code. A sheet that fails to
 * load is logged and left out: the widget still works, unstyled, rather than not at all.
 */
export function loadStyles(files: readonly string[]): Promise<string[]> {
  return Promise.all(
    files.map((file) => {
      let css = loading.get(file);
      if (!css) {
        const url = new URL(`../${file}`, HERE);
        css = fetch(url)
          .then((response) => {
            if (!response.ok) throw new Error(`${response.status} for ${url.href}`);
            return response.text();
          })
          .catch((error: unknown) => {
            console.error("Could not load a widget stylesheet", error);
            loading.delete(file);
            return "";
          });
        loading.set(file, css);
      }
      return css;
    }),
  );
}
