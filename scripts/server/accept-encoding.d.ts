export const OFFERED: readonly string[];
export function parseAcceptEncoding(header: string): Map<string, number>;
export function chooseEncoding(header: string | undefined, offered?: readonly string[]): string;
