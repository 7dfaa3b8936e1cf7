// The header menu is a <details>: it works without this. These lines close it with Escape
// (focus back on its button), when focus leaves it, or on a click elsewhere.
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
