import fixturesJson from "../../../widgets/calorie-deficit-bmi/calorie-deficit-bmi.fixtures.json" with { type: "json" };
import { readFixtures } from "../../widgets/helpers/fixtures.ts";
import { standaloneSpecs } from "../support/standalone.ts";

standaloneSpecs("calorie-deficit-bmi", readFixtures(fixturesJson));
