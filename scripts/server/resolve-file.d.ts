export function isInside(root: string, target: string): boolean;
export function urlPathOf(root: string, file: string): string;
export function resolveFile(
  root: string,
  decodedPath: string,
): Promise<{ file: string; urlPath: string } | null>;
