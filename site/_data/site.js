// Site-wide settings, available in every template as `site`.
// Eleventy global data files: https://www.11ty.dev/docs/data-global/

/** The one origin used for canonical links, og:url, the sitemap and robots.txt. */
const origin = "https://www.caloriedeficitcalculator.co.uk";

export default {
  origin,
  name: "Calorie Deficit Calculator UK",
  // The header's name on a phone, where the full one would take three lines.
  shortName: "Calorie Deficit UK",
  tagline: "Based on NHS, NICE and SACN guidance",
  locale: "en_GB",
  lang: "en-GB",
  year: 2025,
  email: "hello@caloriedeficitcalculator.co.uk",
  /** Where the "Back to Main" button goes unless a route or page sets `back`. */
  defaultBack: "/",
  themeColor: { light: "#ffffff", dark: "#0f1720" },
};
