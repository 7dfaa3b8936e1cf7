import { parseChoice } from "./attributes.ts";
import type { WidgetProps } from "./define-widget.ts";

/** Reads the variant attribute of a widget with a fixed list; anything else warns once. */
export function readVariant<T extends string>(
  props: WidgetProps,
  tag: string,
  allowed: readonly T[],
): T {
  const fallback = allowed[0] as T;
  return parseChoice(props.container ?? tag, tag, "variant", props.variant, allowed, fallback);
}
