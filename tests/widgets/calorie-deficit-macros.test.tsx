// @vitest-environment jsdom
import fixturesJson from "../../widgets/calorie-deficit-macros/calorie-deficit-macros.fixtures.json";
import { readFixtures } from "./helpers/fixtures.ts";
import { describeStandalone } from "./helpers/standalone.ts";

describeStandalone({
  tag: "calorie-deficit-macros",
  title: "Macros Calculator",
  fixtures: readFixtures(fixturesJson),
  load: () => import("../../widgets/calorie-deficit-macros/calorie-deficit-macros.element.ts"),
});
