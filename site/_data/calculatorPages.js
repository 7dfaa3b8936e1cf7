// One entry per output address of a calculator page: its primary path and each alias.
// An alias renders the same page as its primary (the canonical names the primary), so no
// redirect is needed and the page is correct wherever it is served. The home page has its
// own template. Global data as `calculatorPages`, paginated by site/calculators.njk.
// https://www.11ty.dev/docs/pagination/
import routes from "./routes.js";

export default routes
  .filter((route) => route.widget && route.path !== "/")
  .flatMap((route) =>
    [route.path, ...route.aliases].map((url) => ({ url, routePath: route.path })),
  );
