// Finds Debian's Chromium for the browser tests, installing it with apt when we are root.
// No tool in this project downloads its own browser build.
import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import process from "node:process";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

export function findChromium() {
  return CANDIDATES.find((path) => path && existsSync(path));
}

function install() {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) return false;
  console.log("Chromium not found: installing Debian's chromium package with apt-get...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!findChromium() && !(install() && findChromium())) {
    console.error(
      "Browser tests need Chromium at /usr/bin/chromium.\n" +
        "Install it with: sudo apt-get install chromium (or set CHROMIUM_PATH).",
    );
    process.exit(1);
  }
  console.log(`Using Chromium at ${findChromium()}`);
}
