// The route groups, in order: each route's `group` (site/_data/routes.js), the footer's
// columns and each page's "Other calculators in ..." links. The header menu has its own,
// shorter grouping (site/_data/menu.js). Global data as `groups`.
// https://www.11ty.dev/docs/data-global/
// `smallScreens: false` groups are hidden in the footer on small screens.
export default [
  { id: "home", label: "Home", calculators: false },
  { id: "general", label: "General Calculators", calculators: true },
  { id: "body-composition", label: "Body Composition", calculators: true },
  { id: "demographic", label: "Demographic Specific", calculators: true },
  { id: "goal", label: "Goal Specific", calculators: true },
  { id: "diet", label: "Diet Specific", calculators: true, smallScreens: false },
  { id: "intensity", label: "Intensity Levels", calculators: true, smallScreens: false },
  { id: "information", label: "Information", calculators: false },
];
