import type { ReactNode } from "react";
import type { Errors } from "./fields.tsx";

/*
 * The parts only the step-by-step calculators (basic and advanced) use: the error summary,
 * a step with its heading, and the progress bar. Their styles are in wizard.css.
 */

/** A list of problems at the top of a step, with links that move focus to each field. */
export function ErrorSummary({
  errors,
  order,
  root,
}: {
  errors: Errors;
  order: readonly string[];
  root?: ShadowRoot | undefined;
}) {
  const listed = order.filter((name) => errors[name]);
  if (listed.length === 0) return null;
  const focus = (name: string) => {
    const target =
      root?.getElementById(name) ?? root?.querySelector<HTMLElement>(`[name^="${name}"]`);
    target?.focus();
  };
  return (
    <div className="error-summary" role="alert" part="error-summary">
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

/** A small wrapper for a step's content with a focusable heading. */
export function Step(p: {
  title: string;
  number: number;
  total: number;
  children: ReactNode;
  headingRef: (el: HTMLHeadingElement | null) => void;
}) {
  return (
    <section className="step" aria-labelledby="step-heading">
      <h3 id="step-heading" tabIndex={-1} ref={p.headingRef}>
        <span className="step-count">
          Step {p.number} of {p.total}
          <span className="visually-hidden">:</span>
        </span>{" "}
        {p.title}
      </h3>
      {p.children}
    </section>
  );
}

/** The wizard's progress bar: step `step` of `total`, also given as text for screen readers. */
export function Progress({ step, total }: { step: number; total: number }) {
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label="Progress"
      aria-valuemin={1}
      aria-valuemax={total}
      aria-valuenow={step}
      aria-valuetext={`Step ${step} of ${total}`}
    >
      <span style={{ width: `${(step / total) * 100}%` }} />
    </div>
  );
}
