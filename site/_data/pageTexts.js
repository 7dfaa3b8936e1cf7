// The educational text of every calculator page, read from site/content/<slug>.md.
// Global data as `pageTexts`, keyed by slug ("home" for the home page).
// https://www.11ty.dev/docs/data-js/
import { fileURLToPath } from "node:url";
import { loadContent } from "../_includes/lib/content.js";

export default function () {
  return loadContent(fileURLToPath(new URL("../content/", import.meta.url)));
}
