// @vitest-environment jsdom
import fixturesJson from "../../../widgets/calorie-deficit-ideal-weight/calorie-deficit-ideal-weight.fixtures.json";
import { readFixtures } from "../helpers/fixtures.ts";
import { describeStandalone } from "../helpers/standalone.ts";

describeStandalone({
  tag: "calorie-deficit-ideal-weight",
  title: "Ideal Weight Calculator",
  fixtures: readFixtures(fixturesJson),
  load: () =>
    import("../../../widgets/calorie-deficit-ideal-weight/calorie-deficit-ideal-weight.element.ts"),
});
