// The not-found page logs the address the visitor tried (product.md section 3).
console.error("404 Error: User attempted to access non-existent route:", location.pathname);
