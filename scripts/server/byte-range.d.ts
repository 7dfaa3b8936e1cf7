export function parseByteRange(
  header: string,
  size: number,
): { start: number; end: number } | "unsatisfiable" | null;
