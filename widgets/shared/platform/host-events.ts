/**
 * Tells the host page about a result: a `cdc-result` event that bubbles out of the shadow
 * root, whose detail is the engine's result object.
 */
export function emitResult(container: ShadowRoot | undefined, detail: unknown): void {
  container?.host.dispatchEvent(
    new CustomEvent("cdc-result", { bubbles: true, composed: true, detail }),
  );
}
