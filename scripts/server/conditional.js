// Conditional requests (RFC 9110 section 13): If-None-Match and If-Modified-Since decide a
// 304 Not Modified; If-Range decides whether a Range header still applies.

/** The entity tags listed in an If-None-Match value ("*" included as is). */
function entityTags(header) {
  return header.match(/\*|(?:W\/)?"[^"]*"/g) ?? [];
}

/** Weak comparison (section 8.8.3.2): the same opaque tag, whether or not either is weak. */
function weakMatch(a, b) {
  return a.replace(/^W\//, "") === b.replace(/^W\//, "");
}

/** Seconds since the epoch for an HTTP date, or undefined when it is not one. */
function httpDate(value) {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : Math.floor(time / 1000);
}

/**
 * Whether a GET or HEAD may be answered 304: If-None-Match names the current tag (or "*"),
 * or, only when there is no If-None-Match, the file is no newer than If-Modified-Since
 * (section 13.2.2 gives that order).
 */
export function isNotModified(requestHeaders, etag, modifiedMs) {
  const ifNoneMatch = requestHeaders["if-none-match"];
  if (ifNoneMatch !== undefined) {
    return entityTags(ifNoneMatch).some((tag) => tag === "*" || weakMatch(tag, etag));
  }
  const since = requestHeaders["if-modified-since"];
  if (since === undefined) return false;
  const sinceSeconds = httpDate(since);
  return sinceSeconds !== undefined && Math.floor(modifiedMs / 1000) <= sinceSeconds;
}

/**
 * Whether a Range header still applies given If-Range (section 13.1.5): yes without one; with
 * one, only if it is the current strong tag or exactly the current Last-Modified date.
 */
export function rangeStillApplies(requestHeaders, etag, lastModified) {
  const ifRange = requestHeaders["if-range"];
  if (ifRange === undefined) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith("W/")) return ifRange === etag;
  return ifRange === lastModified;
}
