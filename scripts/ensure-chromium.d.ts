/** The path of Debian's Chromium, or undefined when it is not installed. */
export function findChromium(): string | undefined;
