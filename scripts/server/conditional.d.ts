type RequestHeaders = Record<string, string | string[] | undefined>;
export function isNotModified(
  requestHeaders: RequestHeaders,
  etag: string,
  modifiedMs: number,
): boolean;
export function rangeStillApplies(
  requestHeaders: RequestHeaders,
  etag: string,
  lastModified: string,
): boolean;
