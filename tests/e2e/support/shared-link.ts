/**
 * The browser tests' example visitor, whose shared links open straight on results: a woman of
 * 34, 165 cm and 82 kg, aiming for 70 kg at 0.5 kg a week.
 */
export const EXAMPLE_PERSON = {
  age: "34",
  gender: "female",
  height: "165",
  weight: "82",
  targetWeight: "70",
  lossRate: "0.5",
} as const;

/** A shared link's fragment, metric unless the answers say otherwise: the page opens on its results. */
export function sharedLink(tag: string, answers: Record<string, string>): string {
  return `#${tag}?${new URLSearchParams({ units: "metric", ...answers }).toString()}`;
}
