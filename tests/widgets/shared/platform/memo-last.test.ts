import { describe, expect, it, vi } from "vitest";
import { memoLast } from "../../../../widgets/shared/platform/memo-last.ts";

describe("memoLast", () => {
  it("works once for the very same arguments, and again for new ones", () => {
    const work = vi.fn((values: { a: number }, units: string) => ({ sum: values.a, units }));
    const memo = memoLast(work);
    const values = { a: 1 };
    const first = memo(values, "metric");
    expect(memo(values, "metric")).toBe(first);
    expect(work).toHaveBeenCalledTimes(1);
    // Equal but not the same answers: worked out again, as a new render's answers would be.
    expect(memo({ a: 1 }, "metric")).not.toBe(first);
    expect(memo(values, "imperial").units).toBe("imperial");
    expect(work).toHaveBeenCalledTimes(3);
  });
});
