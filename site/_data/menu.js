// The header menu: each calculator once, under its plainest name, in a few groups a visitor can
// scan (on a phone each group is collapsed until opened). Global data as `menu`.
// https://www.11ty.dev/docs/data-global/
//
// A group: id, label and items. An item: label (the plainest name), path (its page) and
// versions: near-duplicate pages that do nearly the same job. Those keep their pages and
// addresses (search engines and partners link to them) but leave the menu; the item's page
// lists them under "Other versions", and /calculators lists every page.
// menu-schema.js checks that every calculator page is here exactly once.
import routes from "./routes.js";
import { validateMenu } from "../_includes/lib/menu-schema.js";

const menu = [
  {
    id: "calories",
    label: "Calorie calculators",
    items: [
      {
        label: "Calorie deficit calculator",
        path: "/",
        versions: [
          "/weight-loss-calorie-deficit-calculator",
          "/safe-calorie-deficit-calculator",
          "/nhs-calorie-deficit-calculator",
          "/uk-calorie-deficit-calculator",
          "/free-calorie-deficit-calculator",
          "/mifflin-st-jeor-calorie-deficit-calculator",
        ],
      },
      {
        label: "Advanced planner",
        path: "/advanced-calorie-deficit-calculator",
        versions: [
          "/timeline-calorie-deficit-calculator",
          "/accurate-calorie-deficit-calculator",
          "/formula-calorie-deficit-calculator",
          "/aggressive-calorie-deficit-calculator",
        ],
      },
      {
        label: "Calories a day",
        path: "/calorie-calculator",
        versions: ["/tdee-calorie-deficit-calculator", "/bmr-calorie-deficit-calculator"],
      },
      {
        label: "Macros",
        path: "/macros-calculator",
        versions: ["/macro-calorie-deficit-calculator"],
      },
      { label: "Weekly check-in", path: "/adaptive-tdee-calculator", versions: [] },
    ],
  },
  {
    id: "body",
    label: "Your body",
    items: [
      { label: "BMI", path: "/bmi-calculator", versions: [] },
      { label: "Body fat", path: "/body-fat-calculator", versions: [] },
      { label: "Ideal weight", path: "/ideal-weight-calculator", versions: [] },
    ],
  },
  {
    id: "people",
    label: "Who it is for",
    items: [
      { label: "Women", path: "/women-calorie-deficit-calculator", versions: [] },
      { label: "Men", path: "/men-calorie-deficit-calculator", versions: [] },
      { label: "Teenagers (13 to 17)", path: "/teen-calorie-deficit-calculator", versions: [] },
      { label: "Children", path: "/kids-calorie-deficit-calculator", versions: [] },
      { label: "Over 65s", path: "/senior-calorie-deficit-calculator", versions: [] },
      { label: "Pregnancy", path: "/pregnancy-calorie-deficit-calculator", versions: [] },
      { label: "Breastfeeding", path: "/breastfeeding-calorie-deficit-calculator", versions: [] },
      { label: "PCOS", path: "/pcos-calorie-deficit-calculator", versions: [] },
    ],
  },
  {
    id: "goals",
    label: "Goals and diets",
    items: [
      {
        label: "Fat loss",
        path: "/fat-loss-calorie-deficit-calculator",
        versions: ["/cutting-calorie-deficit-calculator", "/abs-calorie-deficit-calculator"],
      },
      { label: "Muscle gain", path: "/muscle-gain-calorie-deficit-calculator", versions: [] },
      {
        label: "Body recomposition",
        path: "/body-recomposition-calorie-deficit-calculator",
        versions: [],
      },
      { label: "High protein", path: "/protein-calorie-deficit-calculator", versions: [] },
      { label: "Keto", path: "/keto-calorie-deficit-calculator", versions: [] },
    ],
  },
];

export default validateMenu(menu, routes);
