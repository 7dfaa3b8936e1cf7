// Maps a decoded URL path to a file inside the served folder: the file itself, its folder's
// index.html, or the path with ".html" added. Whatever the path and whatever symbolic links
// it passes through, the file must lie inside the folder (compared by path, so "dist" does
// not admit "dist-x").
import { realpath, stat } from "node:fs/promises";
import path from "node:path";

/** Files in the folder that hosts read and never serve. */
const HOST_FILES = new Set(["_headers"]);

/** Whether `target` is `root` itself or lies inside it. Both must be absolute. */
export function isInside(root, target) {
  const relative = path.relative(root, target);
  return (
    relative === "" ||
    (relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  );
}

/** The URL path that names a file inside `root`: "/x/" for x/index.html, "/" for the root's. */
export function urlPathOf(root, file) {
  const relative = path.relative(root, file).split(path.sep).join("/");
  if (relative === "index.html") return "/";
  if (relative.endsWith("/index.html")) return `/${relative.slice(0, -"index.html".length)}`;
  return `/${relative}`;
}

/**
 * The file a decoded URL path names within `root` (an absolute path with no symbolic links in
 * it, as from fs.realpath): `{ file, urlPath }`, or null when there is none.
 */
export async function resolveFile(root, decodedPath) {
  if (decodedPath.includes("\0")) return null;
  const base = path.join(root, decodedPath);
  if (!isInside(root, base)) return null;
  const candidates = decodedPath.endsWith("/")
    ? [path.join(base, "index.html")]
    : [base, path.join(base, "index.html"), `${base}.html`];
  for (const candidate of candidates) {
    let real;
    try {
      real = await realpath(candidate);
      if (!isInside(root, real) || !(await stat(real)).isFile()) continue;
    } catch {
      continue;
    }
    if (HOST_FILES.has(path.relative(root, real))) return null;
    return { file: real, urlPath: urlPathOf(root, real) };
  }
  return null;
}
