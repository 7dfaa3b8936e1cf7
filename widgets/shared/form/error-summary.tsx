import type { Errors } from "./fields.tsx";

/**
 * Every problem with the answers, in the order the form asks them, each a link that moves
 * focus to its field (GOV.UK and NHS error summary pattern); each message also sits next to
 * its field. When the visitor presses the button and there are problems, the widget moves
 * focus here (hence tabIndex -1), so a keyboard or screen reader user starts from the list.
 * Styles: base.css.
 */
export function ErrorSummary({
  errors,
  order,
  root,
}: {
  errors: Errors;
  /** The fields in the form's order; a name may repeat (the parts of one measurement). */
  order: readonly string[];
  root?: ShadowRoot | undefined;
}) {
  const listed = order.filter((name, i) => errors[name] && order.indexOf(name) === i);
  if (listed.length === 0) return null;
  const focus = (name: string) => {
    const target =
      root?.getElementById(name) ?? root?.querySelector<HTMLElement>(`[name^="${name}"]`);
    target?.focus();
  };
  return (
    <div className="error-summary" role="alert" part="error-summary" tabIndex={-1}>
      <h3>There is a problem</h3>
      <ul>
        {listed.map((name) => (
          <li key={name}>
            <a
              href={`#${name}`}
              onClick={(event) => {
                event.preventDefault();
                focus(name);
              }}
            >
              {errors[name]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
