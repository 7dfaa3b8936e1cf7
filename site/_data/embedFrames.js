// One iframe page per widget, /embed/<tag>/, for CMSs that strip scripts (docs/product-decisions.md,
// "Loader and iframe pages").
// Each names the site page that shows the same widget, for its canonical link and title.
// Global data as `embedFrames`, paginated by site/embed-frame.njk.
import routes from "./routes.js";

const tags = [...new Set(routes.filter((r) => r.widget).map((r) => r.widget.tag))];

export default tags.map((tag) => {
  const page =
    routes.find((r) => r.widget?.tag === tag && r.widget.variant === "default" && r.path !== "/") ??
    routes.find((r) => r.widget?.tag === tag);
  return { tag, title: page.title, page: page.path };
});
