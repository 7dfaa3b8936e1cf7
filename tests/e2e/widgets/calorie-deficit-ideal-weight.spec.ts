import fixturesJson from "../../../widgets/calorie-deficit-ideal-weight/calorie-deficit-ideal-weight.fixtures.json" with { type: "json" };
import { readFixtures } from "../../widgets/helpers/fixtures.ts";
import { standaloneSpecs } from "../support/standalone.ts";

standaloneSpecs("calorie-deficit-ideal-weight", readFixtures(fixturesJson));
