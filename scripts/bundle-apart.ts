import path from "node:path";
import type { Plugin } from "vite";

/** The query that marks a module as one entry's own copy: `x.ts?entry=<name>`. */
const QUERY = "?entry=";

/** The entry a module id was copied for, if it is a copy. */
export function copiedFor(id: string): string | undefined {
  const at = id.lastIndexOf(QUERY);
  return at === -1 ? undefined : id.slice(at + QUERY.length);
}

/** A module id without its copy mark. */
export function original(id: string): string {
  const at = id.lastIndexOf(QUERY);
  return at === -1 ? id : id.slice(0, at);
}

/** The name an entry's copies carry: its file name up to the first dot (`calorie-deficit-bmi`). */
export function entryName(id: string): string {
  return path.basename(id).split(".")[0] ?? id;
}

/**
 * Bundles each entry of a multi-entry build as if it were built alone, apart from the modules
 * they share on purpose. A bundler puts a module that two entries import into a third file
 * both load; here, every module outside `shared` is given to each entry as its own copy (the
 * same file under a different id, `x.ts?entry=<name>`), so it lands in that entry's files, and
 * only the `shared` modules are left to be split into a common chunk. A page that loads one
 * entry then loads that entry's code and the shared chunk, nothing another entry needs.
 *
 * Fails the build when a module ends up both shared and copied (a shared module imports it,
 * and an entry imports it directly): list it as shared, or import it through a shared one.
 */
export function bundleApart(shared: (id: string) => boolean): Plugin {
  return {
    name: "bundle-apart",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const entry =
        copiedFor(importer) ??
        (this.getModuleInfo(importer)?.isEntry ? entryName(importer) : undefined);
      if (!entry) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.startsWith("\0")) return resolved;
      if (resolved.id.includes("?") || shared(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${QUERY}${entry}` };
    },
    generateBundle(_, bundle) {
      const copied = new Map<string, string>();
      const uncopied = new Set<string>();
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        for (const id of file.moduleIds) {
          const entry = copiedFor(id);
          if (entry) copied.set(original(id), entry);
          else uncopied.add(id);
        }
      }
      for (const [id, entry] of copied) {
        if (!uncopied.has(id)) continue;
        this.error(
          `${path.relative(process.cwd(), id)} is both shared (a shared module imports it) and ` +
            `copied into ${entry}: list it as shared, or import it only through a shared module`,
        );
      }
    },
  };
}
