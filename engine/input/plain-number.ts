/** A number as people write it in the UK, for messages: 6,000 rather than 6000. */
export function plainNumber(value: number): string {
  return value.toLocaleString("en-GB");
}
