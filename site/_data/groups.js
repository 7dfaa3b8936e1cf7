// The menu groups, in menu order. Global data as `groups`.
// https://www.11ty.dev/docs/data-global/
// `menu: true` groups appear in the header drop-down (the first four calculator groups, and
// the diet group for the macros calculator);
// `smallScreens: false` groups are hidden in the footer on small screens.
export default [
  { id: "home", label: "Home", calculators: false },
  { id: "general", label: "General Calculators", calculators: true, menu: true },
  { id: "body-composition", label: "Body Composition", calculators: true, menu: true },
  { id: "demographic", label: "Demographic Specific", calculators: true, menu: true },
  { id: "goal", label: "Goal Specific", calculators: true, menu: true },
  { id: "diet", label: "Diet Specific", calculators: true, menu: true, smallScreens: false },
  { id: "intensity", label: "Intensity Levels", calculators: true, smallScreens: false },
  { id: "information", label: "Information", calculators: false },
];
