/** One FAQ entry of a content file, rendered. */
export interface FaqEntry {
  question: string;
  answerHtml: string;
  answerText: string;
}

/** A calculator page's text (site/content/<slug>.md), rendered. */
export interface PageContent {
  slug: string;
  file: string;
  faq: FaqEntry[];
  html: string;
}

/** A content file's front matter (parsed YAML, {} when there is none) and markdown body. */
export function splitFrontMatter(
  source: string,
  file: string,
): { data: Record<string, unknown>; body: string };

/** Parses one content file; throws an Error naming `file` when its front matter is broken. */
export function parseContent(source: string, file: string): { faq: FaqEntry[]; html: string };

/** Every content file in a folder, by slug; a missing folder gives an empty object. */
export function loadContent(folder: string): Record<string, PageContent>;
