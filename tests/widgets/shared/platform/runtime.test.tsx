import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Tile } from "../../../../widgets/shared/results/tile.tsx";

/*
 * The component tests run twice (vitest.config.ts): on Preact, as the build ships the widgets,
 * and on real React. If the aliases stopped applying, both runs would test one runtime.
 */
describe("the component tests", () => {
  it("render on the runtime their project names", ({ task }) => {
    render(<Tile label="Daily calories" value="2,209 kcal" />);
    const value = screen.getByText("2,209 kcal");
    const renderedByReact = Object.keys(value).some((key) => key.startsWith("__reactFiber"));
    expect(renderedByReact).toBe(task.file.projectName === "react");
    expect(["preact", "react"]).toContain(task.file.projectName);
  });
});
