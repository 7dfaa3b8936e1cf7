import { useLayoutEffect, useRef, useState, type RefObject } from "react";

/**
 * The rendered width of an element, in whole CSS pixels, kept up to date as the card
 * resizes (a phone turned, a partner's column narrowing). Until it is measured, and where
 * ResizeObserver is missing, it is `fallback`. A hidden element (width 0) keeps the last
 * width.
 */
export function useWidth<T extends Element>(fallback: number): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return undefined;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
