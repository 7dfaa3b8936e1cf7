// The one headers policy of the site. The build writes it to dist/_headers (the format that
// Netlify and Cloudflare Pages read: https://docs.netlify.com/manage/routing/headers/ and
// https://developers.cloudflare.com/pages/configuration/headers/), and scripts/serve.js
// applies the same rules, so local runs, tests and production send the same headers.
//
// Hosts combine rules differently when two of them match one path and name the same header
// (Netlify keeps the later value, Cloudflare joins both with a comma, which for
// Content-Security-Policy means two policies), so no header is named by two rules that can
// match the same path: tests/site/headers.test.ts checks that against every built file.
//
// Paths: `*` as the last segment matches the rest of the path (empty too); `:name` matches
// one segment. A 404 is decided by the file sent (/404.html), so it never carries the CORS
// or the one-year cache of the folder it was asked for in. A host may still apply a
// folder's rule to its own 404s; serve.js does not.

/** Strict for our own pages: nothing inline, nothing from elsewhere. MDN: CSP directives. */
const PAGE_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** Content-Security-Policy with the given frame-ancestors (CSP Level 3, section 6.4.2). */
function contentSecurityPolicy(frameAncestors) {
  return [...PAGE_DIRECTIVES, `frame-ancestors ${frameAncestors}`].join("; ");
}

/** Features the site never uses, turned off (https://www.w3.org/TR/permissions-policy/). */
const UNUSED_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "usb",
  "xr-spatial-tracking",
];

/** Every response: HSTS (RFC 6797), Referrer-Policy and Permissions-Policy (MDN), nosniff. */
const EVERYWHERE = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": UNUSED_FEATURES.map((feature) => `${feature}=()`).join(", "),
  "X-Content-Type-Options": "nosniff",
};

/** Revalidate on every use; the server (and static hosts) answer with an ETag. RFC 9111. */
const REVALIDATE = "no-cache";
/** Files whose names carry a hash of their content never change. RFC 8246. */
const IMMUTABLE = "public, max-age=31536000, immutable";

const PAGE = {
  "Content-Security-Policy": contentSecurityPolicy("'self'"),
  "Cache-Control": REVALIDATE,
};
/** The iframe pages of /embed/<tag>/ may be framed by any partner page. */
const FRAME = {
  "Content-Security-Policy": contentSecurityPolicy("*"),
  "Cache-Control": REVALIDATE,
};

/** The rules, in the order they are written to dist/_headers. */
export const HEADER_RULES = [
  { path: "/*", headers: EVERYWHERE },
  { path: "/", headers: PAGE },
  { path: "/:page", headers: PAGE },
  { path: "/:page/", headers: PAGE },
  { path: "/embed/:tag/", headers: FRAME },
  { path: "/assets/*", headers: { "Cache-Control": REVALIDATE } },
  { path: "/widgets/:file", headers: { "Cache-Control": REVALIDATE } },
  { path: "/widgets/styles/*", headers: { "Cache-Control": REVALIDATE } },
  { path: "/widgets/chunks/*", headers: { "Cache-Control": IMMUTABLE } },
  // Partners' pages load the widgets, and the widgets fetch their stylesheets (Fetch spec, CORS).
  { path: "/widgets/*", headers: { "Access-Control-Allow-Origin": "*" } },
  // The oEmbed documents (site/oembed.njk): any consumer may read them, from a browser too.
  {
    path: "/oembed/*",
    headers: { "Access-Control-Allow-Origin": "*", "Cache-Control": REVALIDATE },
  },
];

/** Whether a rule's path pattern matches a URL path. */
export function pathMatches(pattern, urlPath) {
  const want = pattern.split("/");
  const have = urlPath.split("/");
  for (let i = 0; i < want.length; i++) {
    const part = want[i];
    if (part === "*" && i === want.length - 1) return have.length > i;
    if (i >= have.length) return false;
    if (part.startsWith(":")) {
      if (have[i] === "") return false;
    } else if (part !== have[i]) {
      return false;
    }
  }
  return want.length === have.length;
}

/** The rules that apply to a URL path, in order. */
export function rulesFor(urlPath) {
  return HEADER_RULES.filter((rule) => pathMatches(rule.path, urlPath));
}

/** Every header for a URL path (the path of the file sent, not the one asked for). */
export function headersFor(urlPath) {
  return Object.assign({}, ...rulesFor(urlPath).map((rule) => rule.headers));
}

/** The policy as a `_headers` file. */
export function headersFile() {
  const blocks = HEADER_RULES.map(({ path, headers }) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );
  return `# Written by the build from site/headers.js; edit that file, not this one.\n${blocks.join("\n\n")}\n`;
}
