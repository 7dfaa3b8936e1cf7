// Chooses a content coding from an Accept-Encoding header, as RFC 9110 section 12.5.3
// describes: each coding may carry a weight (q, 0 to 1); q=0 means "not acceptable"; `*`
// stands for every coding not named; identity is acceptable unless it is refused by name or
// by `*;q=0`. Among the codings we offer, the highest weight wins, and on a tie the order of
// `offered` decides (smallest first: brotli, then gzip, then none).

/** Codings we can send, preferred first. "identity" means the body as it is. */
export const OFFERED = ["br", "gzip", "identity"];

/** The weight of identity when the header does not name it: acceptable, but last. */
const IMPLICIT_IDENTITY = 0.001;

/** Weights by coding name (lower case) from an Accept-Encoding value. */
export function parseAcceptEncoding(header) {
  const weights = new Map();
  for (const item of header.split(",")) {
    const [name, ...params] = item.split(";").map((part) => part.trim());
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.split("=").map((part) => part.trim());
      if (key?.toLowerCase() === "q")
        weight = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? "") ? Number(value) : 0;
    }
    const coding = name.toLowerCase() === "x-gzip" ? "gzip" : name.toLowerCase();
    weights.set(coding, Math.max(weight, weights.get(coding) ?? 0));
  }
  return weights;
}

/**
 * The coding to send for a request's Accept-Encoding header (undefined when absent): one of
 * `offered`. When the client refuses everything we have, the body goes as it is, which the
 * RFC allows rather than an error.
 */
export function chooseEncoding(header, offered = OFFERED) {
  if (header === undefined) return "identity";
  const weights = parseAcceptEncoding(header);
  const any = weights.get("*");
  let best = "identity";
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = weights.get(coding) ?? any ?? (coding === "identity" ? IMPLICIT_IDENTITY : 0);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
