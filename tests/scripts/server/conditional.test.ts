import { describe, expect, it } from "vitest";
import { isNotModified, rangeStillApplies } from "../../../scripts/server/conditional.js";

// RFC 9110 section 13.
const ETAG = '"abc"';
const MODIFIED = Date.UTC(2026, 0, 2, 3, 4, 5);
const LAST_MODIFIED = new Date(MODIFIED).toUTCString();

describe("isNotModified", () => {
  it("is true when If-None-Match lists the current tag, weak or strong, or is *", () => {
    expect(isNotModified({ "if-none-match": '"abc"' }, ETAG, MODIFIED)).toBe(true);
    expect(isNotModified({ "if-none-match": 'W/"abc"' }, ETAG, MODIFIED)).toBe(true);
    expect(isNotModified({ "if-none-match": '"x", "abc"' }, ETAG, MODIFIED)).toBe(true);
    expect(isNotModified({ "if-none-match": "*" }, ETAG, MODIFIED)).toBe(true);
  });

  it("is false for another tag, even if If-Modified-Since would allow it", () => {
    expect(
      isNotModified(
        { "if-none-match": '"old"', "if-modified-since": LAST_MODIFIED },
        ETAG,
        MODIFIED,
      ),
    ).toBe(false);
  });

  it("uses If-Modified-Since only without If-None-Match", () => {
    expect(isNotModified({ "if-modified-since": LAST_MODIFIED }, ETAG, MODIFIED)).toBe(true);
    const earlier = new Date(MODIFIED - 60_000).toUTCString();
    expect(isNotModified({ "if-modified-since": earlier }, ETAG, MODIFIED)).toBe(false);
    expect(isNotModified({ "if-modified-since": "yesterday" }, ETAG, MODIFIED)).toBe(false);
    expect(isNotModified({}, ETAG, MODIFIED)).toBe(false);
  });
});

describe("rangeStillApplies", () => {
  it("applies without If-Range, or when it names the current strong tag or date", () => {
    expect(rangeStillApplies({}, ETAG, LAST_MODIFIED)).toBe(true);
    expect(rangeStillApplies({ "if-range": ETAG }, ETAG, LAST_MODIFIED)).toBe(true);
    expect(rangeStillApplies({ "if-range": LAST_MODIFIED }, ETAG, LAST_MODIFIED)).toBe(true);
  });

  it("does not apply for an old tag, a weak tag or another date", () => {
    expect(rangeStillApplies({ "if-range": '"old"' }, ETAG, LAST_MODIFIED)).toBe(false);
    expect(rangeStillApplies({ "if-range": 'W/"abc"' }, ETAG, LAST_MODIFIED)).toBe(false);
    const other = new Date(MODIFIED - 1000).toUTCString();
    expect(rangeStillApplies({ "if-range": other }, ETAG, LAST_MODIFIED)).toBe(false);
  });
});
