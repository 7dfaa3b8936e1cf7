/** Every problem of a menu against the routes (menu-schema.js); an empty list when none. */
export function menuProblems(
  menu: unknown,
  routes: readonly { path: string; widget: unknown }[],
): string[];
