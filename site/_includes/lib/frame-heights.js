// Each calculator's iframe height, shared by the oEmbed documents and the /embed
// configurator's iframe snippet.

/**
 * The height the frame asks for before it reports its own: the first screen of each
 * calculator at 600 px wide (measured in Chromium), never over 1,000 px, the most WordPress
 * sets; a longer page scrolls inside the frame.
 */
export const OEMBED_HEIGHTS = {
  "calorie-deficit-basic": 800,
  "calorie-deficit-advanced": 900,
  "calorie-deficit-bmi": 970,
  "calorie-deficit-body-fat": 1000,
  "calorie-deficit-ideal-weight": 900,
  "calorie-deficit-calories": 1000,
  "calorie-deficit-macros": 1000,
  "calorie-deficit-check-in": 1000,
};
