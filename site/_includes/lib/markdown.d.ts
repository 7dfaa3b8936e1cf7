/** The site's one markdown-it instance (markdown.js). */
export const markdown: { render(source: string): string };

/** Markdown to plain text, tags removed and white space collapsed. */
export function markdownToText(source: string): string;
