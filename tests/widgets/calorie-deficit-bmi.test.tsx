// @vitest-environment jsdom
import fixturesJson from "../../widgets/calorie-deficit-bmi/calorie-deficit-bmi.fixtures.json";
import { readFixtures } from "./helpers/fixtures.ts";
import { describeStandalone } from "./helpers/standalone.ts";

describeStandalone({
  tag: "calorie-deficit-bmi",
  title: "BMI Calculator",
  fixtures: readFixtures(fixturesJson),
  load: () => import("../../widgets/calorie-deficit-bmi.element.ts"),
});
