export type Units = "metric" | "imperial";

const warned = new WeakMap<object, Set<string>>();

/** The longest part of a rejected attribute value that a warning keeps and shows. */
export const EXCERPT_LENGTH = 40;

/**
 * A short excerpt of a rejected value: a page can set an attribute to anything, however long,
 * and the warning should neither keep nor print all of it.
 */
export function excerpt(value: string): string {
  return value.length <= EXCERPT_LENGTH ? value : `${value.slice(0, EXCERPT_LENGTH)}…`;
}

/** Logs one console warning per element and attribute, however often it re-renders. */
function warnOnce(
  owner: object,
  tag: string,
  attribute: string,
  value: string,
  fallback: string,
): void {
  const seen = warned.get(owner) ?? new Set<string>();
  const shown = excerpt(value);
  const key = `${attribute}=${shown}`;
  if (seen.has(key)) return;
  seen.add(key);
  warned.set(owner, seen);
  console.warn(`<${tag}>: ${attribute}="${shown}" is not recognised; using "${fallback}".`);
}

/** Reads a text attribute that must be one of `allowed`; anything else falls back. */
export function parseChoice<T extends string>(
  owner: object,
  tag: string,
  attribute: string,
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined || value === null) return fallback;
  const trimmed = String(value).trim().toLowerCase();
  if ((allowed as readonly string[]).includes(trimmed)) return trimmed as T;
  warnOnce(owner, tag, attribute, String(value), fallback);
  return fallback;
}

/** Reads a whole number of milliseconds (0 to 60,000); anything else falls back. */
export function parseDelay(
  owner: object,
  tag: string,
  value: string | undefined,
  fallback: number,
): number {
  if (value === undefined || value === null) return fallback;
  const text = String(value).trim();
  const ms = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (Number.isInteger(ms) && ms <= 60_000) return ms;
  warnOnce(owner, tag, "calc-delay", text, String(fallback));
  return fallback;
}

export const UNITS: readonly Units[] = ["metric", "imperial"];
