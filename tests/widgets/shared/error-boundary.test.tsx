// @vitest-environment jsdom
import { waitFor } from "@testing-library/dom";
import { useState } from "react";
import { createRoot } from "../../../widgets/shared/react-on-preact.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "../../../widgets/shared/error-boundary.tsx";

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

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("ErrorBoundary", () => {
  it("logs a view that fails, shows the plain message, and leads back to the answers kept above it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const container = document.createElement("div");
    document.body.append(container);
    createRoot(container).render(<Wizard />);
    await waitFor(() => expect(container.querySelector("[role=alert]")).not.toBeNull());
    expect(container.textContent).toContain("Error calculating results. Please check your inputs.");
    expect(error).toHaveBeenCalledWith(expect.any(RangeError));
    container.querySelector("button")?.click();
    await waitFor(() => expect(container.querySelector("input")).not.toBeNull());
    expect(container.querySelector("input")?.value).toBe("82");
  });
});
