/** The site's headers policy (headers.js). */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}
export const HEADER_RULES: readonly HeaderRule[];
export function pathMatches(pattern: string, urlPath: string): boolean;
export function rulesFor(urlPath: string): HeaderRule[];
export function headersFor(urlPath: string): Record<string, string>;
export function headersFile(): string;
