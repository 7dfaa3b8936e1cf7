// @vitest-environment jsdom
import fixturesJson from "../../widgets/calorie-deficit-calories/calorie-deficit-calories.fixtures.json";
import { readFixtures } from "./helpers/fixtures.ts";
import { describeStandalone } from "./helpers/standalone.ts";

describeStandalone({
  tag: "calorie-deficit-calories",
  title: "Calorie Calculator",
  fixtures: readFixtures(fixturesJson),
  load: () => import("../../widgets/calorie-deficit-calories/calorie-deficit-calories.element.ts"),
});
