import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isInside, resolveFile, urlPathOf } from "../../../scripts/server/resolve-file.js";

const base = realpathSync(mkdtempSync(path.join(tmpdir(), "resolve-file-")));
const root = path.join(base, "dist");
mkdirSync(path.join(root, "about-us"), { recursive: true });
mkdirSync(path.join(base, "dist-x"));
writeFileSync(path.join(root, "index.html"), "home");
writeFileSync(path.join(root, "404.html"), "missing");
writeFileSync(path.join(root, "_headers"), "/*");
writeFileSync(path.join(root, "about-us", "index.html"), "about");
writeFileSync(path.join(base, "secret.txt"), "secret");
writeFileSync(path.join(base, "dist-x", "index.html"), "neighbour");
symlinkSync(path.join(base, "secret.txt"), path.join(root, "leak.txt"));
symlinkSync(path.join(root, "about-us", "index.html"), path.join(root, "alias.html"));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("resolveFile", () => {
  it("finds a file, its folder's index.html, or the path with .html added", async () => {
    expect(await resolveFile(root, "/")).toEqual({
      file: path.join(root, "index.html"),
      urlPath: "/",
    });
    expect((await resolveFile(root, "/about-us"))?.urlPath).toBe("/about-us/");
    expect((await resolveFile(root, "/about-us/"))?.urlPath).toBe("/about-us/");
    expect((await resolveFile(root, "/404"))?.urlPath).toBe("/404.html");
  });

  it("never leaves the folder by dot segments", async () => {
    expect(await resolveFile(root, "/../secret.txt")).toBeNull();
    expect(await resolveFile(root, "/about-us/../../secret.txt")).toBeNull();
  });

  it("does not take a neighbour whose name starts with the folder's for the folder", async () => {
    expect(await resolveFile(root, "/../dist-x/")).toBeNull();
  });

  it("follows no symbolic link out of the folder, but does follow one within it", async () => {
    expect(await resolveFile(root, "/leak.txt")).toBeNull();
    expect((await resolveFile(root, "/alias.html"))?.urlPath).toBe("/about-us/");
  });

  it("does not serve the hosts' own _headers file, or a path with a NUL in it", async () => {
    expect(await resolveFile(root, "/_headers")).toBeNull();
    expect(await resolveFile(root, "/index.html\0.png")).toBeNull();
  });
});

describe("isInside and urlPathOf", () => {
  it("compares by path, not by string prefix", () => {
    expect(isInside("/srv/dist", "/srv/dist")).toBe(true);
    expect(isInside("/srv/dist", "/srv/dist/a/b")).toBe(true);
    expect(isInside("/srv/dist", "/srv/dist-x/a")).toBe(false);
    expect(isInside("/srv/dist", "/srv")).toBe(false);
    expect(isInside("/srv/dist", "/srv/dist/..a")).toBe(true);
  });

  it("names index.html by its folder with a slash", () => {
    expect(urlPathOf("/srv/dist", "/srv/dist/index.html")).toBe("/");
    expect(urlPathOf("/srv/dist", "/srv/dist/embed/x/index.html")).toBe("/embed/x/");
    expect(urlPathOf("/srv/dist", "/srv/dist/widgets/embed.js")).toBe("/widgets/embed.js");
  });
});
