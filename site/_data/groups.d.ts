/** The menu groups (groups.js). */
declare const groups: {
  id: string;
  label: string;
  calculators: boolean;
  smallScreens?: boolean;
}[];
export default groups;
