import { describe, expect, it } from "vitest";
import {
  BREASTFEEDING_ABSOLUTE_FLOOR,
  BREASTFEEDING_EXTRA_KCAL,
  BREASTFEEDING_NO_DEFICIT_WEEKS,
  breastfeedingEnergy,
  PREGNANCY_WARNING,
} from "../../../engine/energy/maternity.ts";

describe('breastfeedingEnergy (docs/safety-rules.md, "Breastfeeding")', () => {
  it("adds 330 kcal a day for milk (SACN 2011), not the old 500", () => {
    expect(BREASTFEEDING_EXTRA_KCAL).toBe(330);
    expect(breastfeedingEnergy(2000, 1800, 12)).toMatchObject({
      maintenance: 2330,
      extraKcal: 330,
    });
  });

  it("allows a deficit from 8 weeks after the birth, keeping the 1,800 kcal floor", () => {
    expect(BREASTFEEDING_NO_DEFICIT_WEEKS).toBe(8);
    expect(breastfeedingEnergy(2000, 1800, 8)).toEqual({
      maintenance: 2330,
      floor: 1800,
      deficitAllowed: true,
      extraKcal: 330,
      warnings: [],
    });
  });

  it("plans no deficit before 8 weeks, and says why (high)", () => {
    const r = breastfeedingEnergy(2000, 1800, 7.9);
    expect(r.deficitAllowed).toBe(false);
    expect(r.maintenance).toBe(2330);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatchObject({ type: "high" });
    expect(r.warnings[0]?.message).toContain("first 8 weeks");
  });

  it("plans no deficit when needs with milk are at or under the floor, and lowers the floor to those needs", () => {
    // 1300 + 330 = 1630, under 1,800: the target is her needs, not 1,800
    expect(breastfeedingEnergy(1300, 1800, 12)).toMatchObject({
      maintenance: 1630,
      floor: 1630,
      deficitAllowed: false,
      warnings: [],
    });
    // 1470 + 330 = 1800: exactly the floor, so no deficit either
    expect(breastfeedingEnergy(1470, 1800, 12).deficitAllowed).toBe(false);
  });

  it("never lets the floor fall under 1,500 kcal while breastfeeding", () => {
    expect(BREASTFEEDING_ABSOLUTE_FLOOR).toBe(1500);
    // 1000 + 330 = 1330, raised to 1,500
    expect(breastfeedingEnergy(1000, 1800, 12)).toMatchObject({
      maintenance: 1330,
      floor: 1500,
      deficitAllowed: false,
    });
    expect(breastfeedingEnergy(1000, 1800, 2).floor).toBe(1500);
  });
});

describe("PREGNANCY_WARNING", () => {
  it("tells every pregnant visitor not to try to lose weight (high)", () => {
    expect(PREGNANCY_WARNING.type).toBe("high");
    expect(PREGNANCY_WARNING.message).toBe("Do not try to lose weight while you are pregnant.");
    expect(PREGNANCY_WARNING.recommendation).toContain("midwife");
  });
});
