// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  forget,
  loadSaved,
  save,
  STORAGE_KEY,
} from "../../../widgets/calorie-deficit-check-in/check-in-storage.ts";

const ROW = { date: "2026-11-01", weightKg: 82.4, calories: "1800" };

beforeEach(() => localStorage.clear());

describe("remembering the check-in on this device", () => {
  it("keeps the plan's answers, the units and the weigh-ins under one key, and nothing else", () => {
    save({
      units: "imperial",
      values: { age: "42", plan: "1700", newWeight: "82", paste: "2026-11-02 82" },
      rows: [ROW],
    });
    expect(localStorage.length).toBe(1);
    expect(loadSaved()).toEqual({
      units: "imperial",
      values: { age: "42", plan: "1700" },
      rows: [ROW],
    });
  });

  it("treats anything unreadable as nothing remembered, and drops rows that are not weigh-ins", () => {
    expect(loadSaved()).toBeUndefined();
    localStorage.setItem(STORAGE_KEY, "{not json");
    expect(loadSaved()).toBeUndefined();
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        units: "furlongs",
        values: { age: 42, plan: "x".repeat(99) },
        rows: [ROW, { date: "soon" }, null],
      }),
    );
    expect(loadSaved()).toEqual({ units: "metric", values: {}, rows: [ROW] });
  });

  it("forgets everything", () => {
    save({ units: "metric", values: {}, rows: [ROW] });
    forget();
    expect(localStorage.length).toBe(0);
  });
});
