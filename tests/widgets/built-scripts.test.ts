import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Partners load these two files with a classic <script src>, where an import or export
// statement is a syntax error: each must stay one self-contained file.
describe.each(["embed.js", "frame.js"])("dist/widgets/%s", (name) => {
  const file = `dist/widgets/${name}`;

  it("is built", () => {
    expect(existsSync(file), "run `npm run build` first").toBe(true);
  });

  it("has no import or export statement, so it runs as a classic script", () => {
    const code = readFileSync(file, "utf8");
    expect(code).not.toMatch(/(^|[;}\s])import\s*[{"'\w*]/);
    expect(code).not.toMatch(/(^|[;}\s])export\s*[{\w*]/);
    expect(() => new Function(code)).not.toThrow();
  });
});
