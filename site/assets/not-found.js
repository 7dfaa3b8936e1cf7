// The not-found page notes the address the visitor tried, as information rather than as an
// error: a mistyped address is not a fault of the page.
console.info("404: no page at", location.pathname);
