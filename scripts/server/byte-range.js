// Reads a Range header for one byte range (RFC 9110 section 14.1.2): "bytes=first-last",
// "bytes=first-" or "bytes=-suffixLength". A server may ignore a Range header (section 14.2),
// which this does for other units, several ranges and anything it cannot read.

/**
 * The byte range a Range header asks for within a body of `size` bytes: `{ start, end }`
 * (both inclusive), "unsatisfiable" (answer 416), or null (ignore it and send the whole body).
 */
export function parseByteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/i.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}
