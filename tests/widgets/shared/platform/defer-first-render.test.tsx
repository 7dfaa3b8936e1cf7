// @vitest-environment jsdom
import { act, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { deferFirstRender } from "../../../../widgets/shared/platform/defer-first-render.ts";
import {
  defineWidget,
  type WidgetProps,
} from "../../../../widgets/shared/platform/define-widget.ts";
import { tick } from "../../helpers/widget-dom.ts";

/*
 * A widget draws its form in a task after the one that defines its element, once, with every
 * attribute it was given: not once for each attribute callback of the upgrade.
 */

/** Every set of props the form was drawn with. */
const drawn: WidgetProps[] = [];
function Form(props: WidgetProps) {
  drawn.push({ variant: props.variant, units: props.units, heading: props.heading });
  return <p className="card">Form for {props.variant}</p>;
}
await defineWidget(
  { tag: "test-first-paint", attributes: { variant: {}, units: {}, heading: {} } },
  Form,
  [],
);

afterEach(() => {
  document.body.innerHTML = "";
  drawn.length = 0;
});

describe("deferFirstRender", () => {
  it("draws nothing at first, then the component in a later task", async () => {
    const Later = deferFirstRender(Form);
    const { container } = render(<Later variant="men" />);
    expect(container.textContent).toBe("");
    await act(() => tick());
    expect(container.textContent).toBe("Form for men");
    expect(drawn).toEqual([{ variant: "men" }]);
  });

  it("draws nothing if it goes before that task comes", async () => {
    const Later = deferFirstRender(Form);
    const { unmount } = render(<Later variant="men" />);
    unmount();
    await act(() => tick());
    expect(drawn).toEqual([]);
  });

  it("draws an upgraded element's form once, with all three of its attributes", async () => {
    // Set as HTML, the element is made with its attributes and then upgraded, as on a page.
    document.body.innerHTML =
      '<test-first-paint variant="men" units="imperial" heading="hide"></test-first-paint>';
    const root = document.querySelector("test-first-paint")?.shadowRoot;
    expect(root?.textContent).toBe("");
    await waitFor(() => expect(root?.textContent).toBe("Form for men"));
    expect(drawn).toEqual([{ variant: "men", units: "imperial", heading: "hide" }]);
  });

  it("draws a form made in script once, with the attributes set before it was added", async () => {
    const host = document.createElement("test-first-paint");
    host.setAttribute("variant", "women");
    host.setAttribute("units", "metric");
    document.body.append(host);
    await waitFor(() => expect(host.shadowRoot?.textContent).toBe("Form for women"));
    expect(drawn).toEqual([{ variant: "women", units: "metric" }]);
  });
});
