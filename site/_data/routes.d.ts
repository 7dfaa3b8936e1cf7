/** The site's routes (routes.js), loosely typed for the tests that walk them. */
declare const routes: {
  path: string;
  group: string;
  title: string;
  subtitle: string;
  description: string;
  metaTitle?: string;
  widget: { tag: string; variant: string } | null;
  aliases: string[];
}[];
export default routes;
