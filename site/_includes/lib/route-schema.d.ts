/** Every problem in a list of routes (route-schema.js); an empty list when there are none. */
export function routeProblems(
  routes: unknown,
  options: {
    groups: readonly { id: string }[];
    widgetTags?: readonly string[];
    variants?: readonly string[];
  },
): string[];
