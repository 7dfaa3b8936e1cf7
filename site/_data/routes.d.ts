/** The site's routes (routes.js), loosely typed for the tests that walk them. */
declare const routes: {
  path: string;
  group: string;
  menuLabel: string;
  title: string;
  subtitle: string;
  chips: string[];
  description: string;
  keywords: string[];
  metaTitle?: string;
  summary?: string;
  back?: string;
  notice?: string;
  widget: { tag: string; variant: string } | null;
  aliases: string[];
}[];
export default routes;
