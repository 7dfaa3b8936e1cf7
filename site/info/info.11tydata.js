// The information pages: each names its route by `routePath` in its front matter.
export default {
  layout: "layouts/info.njk",
  permalink: (data) => `${data.routePath}/index.html`,
  eleventyComputed: {
    route: (data) => data.routes.find((r) => r.path === data.routePath),
    canonicalPath: (data) => data.routePath,
  },
};
