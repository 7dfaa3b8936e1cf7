import fixturesJson from "../../../widgets/calorie-deficit-body-fat/calorie-deficit-body-fat.fixtures.json" with { type: "json" };
import { readFixtures } from "../../widgets/helpers/fixtures.ts";
import { standaloneSpecs } from "../support/standalone.ts";

standaloneSpecs("calorie-deficit-body-fat", readFixtures(fixturesJson));
