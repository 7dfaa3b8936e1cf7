import fixturesJson from "../../../widgets/calorie-deficit-macros/calorie-deficit-macros.fixtures.json" with { type: "json" };
import { readFixtures } from "../../widgets/helpers/fixtures.ts";
import { standaloneSpecs } from "../support/standalone.ts";

standaloneSpecs("calorie-deficit-macros", readFixtures(fixturesJson));
