// @vitest-environment jsdom
import fixturesJson from "../../widgets/calorie-deficit-body-fat/calorie-deficit-body-fat.fixtures.json";
import { readFixtures } from "./helpers/fixtures.ts";
import { describeStandalone } from "./helpers/standalone.ts";

describeStandalone({
  tag: "calorie-deficit-body-fat",
  title: "Body Fat Calculator",
  fixtures: readFixtures(fixturesJson),
  load: () => import("../../widgets/calorie-deficit-body-fat.element.ts"),
});
