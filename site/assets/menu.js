// The header's calculator menu is a <details> element, so it opens with a click, Enter or
// Space, and screen readers announce it as expanded or collapsed, even without this file.
// These few lines close it the way people expect a menu to close: with Escape (focus goes
// back to the "Calculators" button), when focus moves on past it, or on a click elsewhere.
for (const menu of document.querySelectorAll("details.menu")) {
  const summary = menu.querySelector("summary");
  const close = () => menu.removeAttribute("open");
  menu.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && menu.open) {
      close();
      summary.focus();
    }
  });
  menu.addEventListener("focusout", (event) => {
    if (event.relatedTarget && !menu.contains(event.relatedTarget)) close();
  });
  document.addEventListener("click", (event) => {
    if (menu.open && !menu.contains(event.target)) close();
  });
}
