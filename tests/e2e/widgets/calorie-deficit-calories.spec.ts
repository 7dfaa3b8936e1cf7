import fixturesJson from "../../../widgets/calorie-deficit-calories/calorie-deficit-calories.fixtures.json" with { type: "json" };
import { readFixtures } from "../../widgets/helpers/fixtures.ts";
import { standaloneSpecs } from "../support/standalone.ts";

standaloneSpecs("calorie-deficit-calories", readFixtures(fixturesJson));
