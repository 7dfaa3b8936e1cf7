/**
 * The widgets' forms never rely on the browser's own form submission: a frame sandboxed
 * without `allow-forms` (how WordPress frames oEmbed content) blocks it before any submit
 * event fires. So the submit button's click does the work and cancels the submission, and
 * the form's submit event (where a browser still sends one) does the same. Enter in a field
 * still clicks the form's submit button (HTML, "implicit submission"), so it still moves on.
 */
export function pressSubmit(run: () => void): (event: { preventDefault(): void }) => void {
  return (event) => {
    event.preventDefault();
    run();
  };
}
