import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "../../../../widgets/shared/platform/error-boundary.tsx";

function Broken(): never {
  throw new RangeError("The chart could not be drawn.");
}

/** A wizard in miniature: its answer lives above the boundary, its result view below. */
function Wizard() {
  const [answer, setAnswer] = useState("82");
  const [showing, setShowing] = useState(true);
  return showing ? (
    <ErrorBoundary onBack={() => setShowing(false)}>
      <Broken />
    </ErrorBoundary>
  ) : (
    <input aria-label="Weight" value={answer} onInput={(e) => setAnswer(e.currentTarget.value)} />
  );
}

afterEach(() => vi.restoreAllMocks());

describe("ErrorBoundary", () => {
  it("logs a view that fails, shows the plain message, and leads back to the answers kept above it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<Wizard />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Error calculating results. Please check your inputs.");
    expect(error).toHaveBeenCalledWith(expect.any(RangeError));
    fireEvent.click(screen.getByRole("button", { name: "Back to your answers" }));
    const weight = await screen.findByRole<HTMLInputElement>("textbox", { name: "Weight" });
    expect(weight.value).toBe("82");
  });
});
