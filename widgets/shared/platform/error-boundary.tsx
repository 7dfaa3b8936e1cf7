import type { ReactNode } from "react";
import { Component } from "react";

// What a visitor sees when a calculation fails (docs/safety-rules.md, "Nothing crashes").
export const FAILURE_MESSAGE = "Error calculating results. Please check your inputs.";

interface Props {
  children: ReactNode;
  /** Takes the visitor back to their answers, which the widget keeps above this boundary. */
  onBack?: (() => void) | undefined;
  /** A new value (a new result) clears a failure and tries the view again. */
  resetKey?: unknown;
}

/**
 * Catches anything that fails while a result renders (docs/safety-rules.md, "Nothing
 * crashes"): logs it, shows the plain message instead of a broken view, and offers the way
 * back to the answers, which live above it and are never lost.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="panel warn" role="alert">
        <p>{FAILURE_MESSAGE}</p>
        {this.props.onBack ? (
          <button type="button" part="button" onClick={this.props.onBack}>
            Back to your answers
          </button>
        ) : null}
      </div>
    );
  }
}
