// Each calculator's iframe height, shared by the oEmbed documents and the /embed
// configurator's iframe snippet.
import { DESCRIPTIONS } from "../../../widgets/widget-descriptions.ts";

/**
 * The height the frame asks for before it reports its own: the first screen of each
 * calculator, from its description (widgets/<tag>/description.ts).
 */
export const OEMBED_HEIGHTS = Object.fromEntries(
  Object.values(DESCRIPTIONS).map((description) => [description.tag, description.firstScreenHeight]),
);
