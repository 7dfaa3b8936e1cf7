/** Each calculator's starting iframe height in px (frame-heights.js). */
export const OEMBED_HEIGHTS: Readonly<Record<string, number>>;
