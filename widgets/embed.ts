import { stylesheetsFor, WIDGET_TAGS } from "./widget-tags.ts";

/** The shared runtime's file name under widgets/, set by the build (vite.widgets.config.ts). */
declare const __CDC_RUNTIME__: string;

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
const scope = window as unknown as Record<string, Loader | undefined>;

if (!scope[KEY]) {
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

  const scan = (): boolean => {
    for (const tag of WIDGET_TAGS) {
      if (loader.loaded.has(tag)) continue;
      if (customElements.get(tag)) {
        loader.loaded.add(tag);
      } else if (document.getElementsByTagName(tag).length > 0) {
        loader.loaded.add(tag);
        preload(__CDC_RUNTIME__);
        for (const file of stylesheetsFor(tag)) preload(file);
        import(/* @vite-ignore */ new URL(`${tag}.js`, base).href).catch((error: unknown) => {
          loader.loaded.delete(tag);
          console.error(`Could not load <${tag}>`, error);
        });
      }
    }
    return loader.loaded.size === WIDGET_TAGS.length;
  };

  const start = () => {
    if (scan()) return;
    const observer = new MutationObserver(() => {
      if (scan()) observer.disconnect();
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  };

  if (document.readyState === "loading")
    document.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
  // Tags already parsed above this script can start loading straight away.
  scan();
}
