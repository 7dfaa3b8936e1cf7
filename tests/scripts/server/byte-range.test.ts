import { describe, expect, it } from "vitest";
import { parseByteRange } from "../../../scripts/server/byte-range.js";

// RFC 9110 section 14.1.2.
describe("parseByteRange", () => {
  it("reads first-last, first- and -suffix ranges, inclusive of both ends", () => {
    expect(parseByteRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
  });

  it("clips a range that runs past the end, and a suffix longer than the body", () => {
    expect(parseByteRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
    expect(parseByteRange("bytes=-500", 100)).toEqual({ start: 0, end: 99 });
  });

  it("calls a range that starts past the end, or an empty suffix, unsatisfiable", () => {
    expect(parseByteRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=-0", 100)).toBe("unsatisfiable");
  });

  it("ignores other units, several ranges, reversed ranges and nonsense", () => {
    expect(parseByteRange("items=0-1", 100)).toBeNull();
    expect(parseByteRange("bytes=0-1,5-6", 100)).toBeNull();
    expect(parseByteRange("bytes=9-1", 100)).toBeNull();
    expect(parseByteRange("bytes=-", 100)).toBeNull();
    expect(parseByteRange("bytes=a-b", 100)).toBeNull();
  });
});
