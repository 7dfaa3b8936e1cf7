/** The header menu (menu.js): groups of calculators, each with its other versions. */
declare const menu: {
  id: string;
  label: string;
  items: { label: string; path: string; versions: string[] }[];
}[];
export default menu;
