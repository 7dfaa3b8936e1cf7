import { describe, expect, it } from "vitest";
import { chooseEncoding, parseAcceptEncoding } from "../../../scripts/server/accept-encoding.js";

// RFC 9110 section 12.5.3.
describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, when both are equally welcome", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
  });

  it("refuses a coding the client weights at q=0", () => {
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBe("identity");
  });

  it("follows the weights rather than our preference", () => {
    expect(chooseEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("br;q=0.2, identity;q=0.9")).toBe("identity");
  });

  it("does not mistake a coding that merely contains 'br' or 'gzip' for them", () => {
    expect(chooseEncoding("xbr")).toBe("identity");
    expect(chooseEncoding("x-gzipped")).toBe("identity");
  });

  it("treats x-gzip as gzip and names case-insensitively", () => {
    expect(chooseEncoding("x-gzip")).toBe("gzip");
    expect(chooseEncoding("BR")).toBe("br");
  });

  it("lets * stand for every coding not named", () => {
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("br;q=0, *")).toBe("gzip");
    expect(chooseEncoding("*;q=0, gzip")).toBe("gzip");
  });

  it("sends the body as it is without the header, with an empty one, or when nothing we have is acceptable", () => {
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("")).toBe("identity");
    expect(chooseEncoding("zstd")).toBe("identity");
    expect(chooseEncoding("identity;q=0, zstd")).toBe("identity");
  });

  it("reads a malformed weight as not acceptable", () => {
    expect(parseAcceptEncoding("br;q=2").get("br")).toBe(0);
    expect(parseAcceptEncoding("br;q=abc, gzip").get("br")).toBe(0);
    expect(chooseEncoding("br;q=abc, gzip")).toBe("gzip");
  });
});
