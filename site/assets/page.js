// The site's own small script, on every page. Everything here works without it.

// The header menu is a <details>. These lines close it with Escape (focus back on its button),
// when focus leaves it, or on a click elsewhere.
for (const menu of document.querySelectorAll("details.menu")) {
  const close = () => menu.removeAttribute("open");
  menu.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && menu.open) {
      close();
      menu.querySelector("summary").focus();
    }
  });
  menu.addEventListener("focusout", (event) => {
    if (event.relatedTarget && !menu.contains(event.relatedTarget)) close();
  });
  document.addEventListener("click", (event) => {
    if (menu.open && !menu.contains(event.target)) close();
  });
}

// A printout says when it was printed, beside the page's address (the print-only line at the
// foot of every page). Made only when printing: nothing formats a date at load.
addEventListener("beforeprint", () => {
  for (const date of document.querySelectorAll(".print-date")) {
    date.textContent = ` on ${new Date().toLocaleDateString("en-GB", { dateStyle: "long" })}`;
  }
});
