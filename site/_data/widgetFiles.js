// The built widget files a page names in its <head>, so the browser fetches them all while
// it reads the page: the widget's script, the modules it imports (the shared runtime) and its
// stylesheets, as the widgets' build manifest lists them (scripts/widget-manifest.ts). Global
// data as `widgetFiles`; the widgets must be built first (`npm run build` does so).
import { readWidgetManifest, widgetFiles } from "../../scripts/widget-manifest.ts";

export default function () {
  const manifest = readWidgetManifest();
  const address = (file) => `/widgets/${file}`;
  return {
    /** A widget's files as addresses on the site: `/widgets/...`. */
    of(tag) {
      const { script, modules, stylesheets } = widgetFiles(manifest, tag);
      return {
        script: address(script),
        modules: modules.map(address),
        stylesheets: stylesheets.map(address),
      };
    },
  };
}
