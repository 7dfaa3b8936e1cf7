import type { WidgetFiles } from "./widget-tags.ts";

/**
 * Each tag's files (its script, the shared runtime it imports, its stylesheets), as paths from
 * this file's folder: set by the build from the widgets' manifest (vite.loader.config.ts).
 */
declare const __WIDGET_FILES__: Readonly<Record<string, WidgetFiles>>;
// Named once: the build writes the whole list wherever the name appears.
const WIDGET_FILES = __WIDGET_FILES__;

/*
 * The loader, /widgets/embed.js. Works as a classic <script src> (with or without defer) or
 * as a module, from any origin. It defines each calculator tag when it first appears in the
 * page, now or later, by loading that widget's module on demand; widgets share one runtime
 * chunk, so the browser loads it once. The runtime and the widget's stylesheets are fetched
 * at the same time as the widget, not one after another. Loading this file twice is harmless.
 */
interface Loader {
  loaded: Set<string>;
}

const KEY = "__calorieDeficitCalculatorUk";
const scope = globalThis as unknown as Record<string, Loader | undefined>;

// On a server (Node, no DOM) there is no page to watch: the loader does nothing there.
if (typeof document !== "undefined" && !scope[KEY]) {
  const loader: Loader = { loaded: new Set() };
  scope[KEY] = loader;
  const script =
    (document.currentScript as HTMLScriptElement | null) ??
    document.querySelector<HTMLScriptElement>('script[src*="widgets/embed.js"]');
  const base = script?.src ?? new URL("/widgets/embed.js", location.href).href;

  const preloaded = new Set<string>();
  /** `modulepreload` for a script; a stylesheet as the fetch() the runtime will make. */
  const preload = (file: string) => {
    const href = new URL(file, base).href;
    if (preloaded.has(href)) return;
    preloaded.add(href);
    const link = document.createElement("link");
    if (file.endsWith(".js")) link.rel = "modulepreload";
    else Object.assign(link, { rel: "preload", as: "fetch", crossOrigin: "anonymous" });
    link.href = href;
    document.head.append(link);
  };

  /** The tags not yet loaded or defined, and a selector that finds any of them. */
  const pending = new Set<string>();
  for (const tag of Object.keys(WIDGET_FILES)) {
    if (customElements.get(tag)) loader.loaded.add(tag);
    else pending.add(tag);
  }
  const selector = () => [...pending].join(",");

  const load = (tag: string) => {
    pending.delete(tag);
    if (loader.loaded.has(tag)) return;
    loader.loaded.add(tag);
    if (customElements.get(tag)) return;
    const files = WIDGET_FILES[tag];
    if (!files) return;
    for (const file of [...files.modules, ...files.stylesheets]) preload(file);
    import(/* @vite-ignore */ new URL(files.script, base).href).catch((error: unknown) => {
      loader.loaded.delete(tag);
      pending.add(tag);
      console.error(`Could not load <${tag}>`, error);
    });
  };

  /** Loads every pending tag found at or below `root`: one walk of that subtree, at most. */
  const scan = (root: ParentNode & Node) => {
    if (root.nodeType === Node.ELEMENT_NODE && pending.has((root as Element).localName)) {
      load((root as Element).localName);
    }
    if (!root.firstChild) return;
    for (let found; pending.size > 0 && (found = root.querySelector(selector()));) {
      load(found.localName);
    }
  };

  const start = () => {
    scan(document);
    if (pending.size === 0) return;
    // Each change costs in proportion to what it adds, never to the size of the page
    // (https://dom.spec.whatwg.org/#interface-mutationobserver).
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.nodeType === Node.ELEMENT_NODE) scan(node as Element);
        }
      }
      if (pending.size === 0) observer.disconnect();
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  };

  if (document.readyState === "loading")
    document.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
  // Tags already parsed above this script can start loading straight away.
  scan(document);
}
