export type Units = "metric" | "imperial";

/**
 * Whose warnings these are: the widget's shadow root, or its tag when it renders without
 * one. Roots are held weakly, so a removed widget's warnings go with it; tags, being
 * strings, cannot be WeakMap keys and are kept in a Map of their own.
 */
export type AttributeOwner = object | string;

const warnedByRoot = new WeakMap<object, Set<string>>();
const warnedByTag = new Map<string, Set<string>>();

/** The attribute values already warned about for this owner. */
function warnedFor(owner: AttributeOwner): Set<string> {
  const seen = typeof owner === "string" ? warnedByTag.get(owner) : warnedByRoot.get(owner);
  if (seen) return seen;
  const fresh = new Set<string>();
  if (typeof owner === "string") warnedByTag.set(owner, fresh);
  else warnedByRoot.set(owner, fresh);
  return fresh;
}

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
  owner: AttributeOwner,
  tag: string,
  attribute: string,
  value: string,
  fallback: string,
): void {
  const seen = warnedFor(owner);
  const shown = excerpt(value);
  const key = `${attribute}=${shown}`;
  if (seen.has(key)) return;
  seen.add(key);
  console.warn(`<${tag}>: ${attribute}="${shown}" is not recognised; using "${fallback}".`);
}

/** Reads a text attribute that must be one of `allowed`; anything else falls back. */
export function parseChoice<T extends string>(
  owner: AttributeOwner,
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
  owner: AttributeOwner,
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
