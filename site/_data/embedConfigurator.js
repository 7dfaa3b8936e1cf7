// The /embed configurator: what it offers (from the widgets' manifest, the routes and the
// iframe pages) and its default snippets, written into the page so that they are there
// without JavaScript. Global data as `embedConfigurator`.
import customElements from "./customElements.js";
import embedFrames from "./embedFrames.js";
import routes from "./routes.js";
import site from "./site.js";
import {
  configuratorOptions,
  defaultChoice,
  frameAddress,
  snippetsFor,
} from "../_includes/lib/embed-snippets.js";
import { OEMBED_HEIGHTS } from "../_includes/lib/frame-heights.js";

export default function () {
  const options = configuratorOptions({
    elements: customElements(),
    routes,
    frames: embedFrames,
    heights: OEMBED_HEIGHTS,
    origin: site.origin,
  });
  const choice = defaultChoice(options);
  // The previews load from this site, whatever its address: a path, not the origin.
  const preview = frameAddress({ ...options, origin: "" }, choice);
  return { options, choice, snippets: snippetsFor(options, choice), preview };
}
