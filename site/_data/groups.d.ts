/** The menu groups (groups.js). */
declare const groups: {
  id: string;
  label: string;
  calculators: boolean;
  menu?: boolean;
  smallScreens?: boolean;
}[];
export default groups;
