// @vitest-environment jsdom
import { fireEvent, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InputError } from "../../../../engine/core/errors.ts";
import type { WidgetProps } from "../../../../widgets/shared/platform/define-widget.ts";
import { defineWidget } from "../../../../widgets/shared/platform/define-widget.ts";
import { NumberField } from "../../../../widgets/shared/form/fields.tsx";
import { readNumber } from "../../../../widgets/shared/form/read-field.ts";
import { readErrors } from "../../../../widgets/shared/form/form-read.ts";
import {
  SingleFormCard,
  useSingleForm,
  type SingleForm,
} from "../../../../widgets/shared/single-screen/single-form.tsx";
import {
  attempt,
  emitResult,
  ResultActions,
  ResultBar,
  type SingleReport,
} from "../../../../widgets/shared/single-screen/single-report.ts";
import { mount, setField, tick } from "../../helpers/widget-dom.ts";

/*
 * A single-screen calculator shows its form at once and loads its results part (reading the
 * answers, the engine call and the result view) only when the visitor starts to answer. A made-up calculator
 * that doubles a number from 1 to 10 (and, like an engine, rejects 7) shows how.
 */

type Doubled = { double: number };

const REPORT: SingleReport<number, Doubled> = {
  read(values) {
    const amount = readNumber(values, "amount", { label: "the amount", min: 1, max: 10 });
    return amount.value === undefined
      ? { errors: readErrors({ amount }) }
      : { input: amount.value };
  },
  calculate: (n) =>
    attempt({ n: "amount" }, () => {
      if (n === 7) throw new InputError("n", "Seven cannot be doubled here.");
      // A bug no answer explains.
      if (n === 8) throw new RangeError("Eight broke the sums.");
      return { double: n * 2 };
    }),
  Result: ({ r }) => {
    // A bug in the view itself.
    if (r.double === 12) throw new TypeError("Twelve broke the view.");
    return <p className="doubled">Double: {r.double}</p>;
  },
  summary: (r) => `Double is ${r.double}.`,
  emitResult,
  ResultActions,
  ResultBar,
};

let load: ReturnType<typeof vi.fn<() => Promise<SingleReport<number, Doubled>>>>;
const FORM: SingleForm<number, Doubled> = {
  tag: "test-doubler",
  fields: ["amount"],
  measures: {},
  load: () => load(),
};

function Doubler(props: WidgetProps) {
  const form = useSingleForm(props, FORM, {});
  return (
    <SingleFormCard form={form} title="Doubler" lede="Doubles a number.">
      <NumberField
        name="amount"
        label="Amount"
        values={form.values}
        errors={form.errors}
        onValue={form.onValue}
      />
    </SingleFormCard>
  );
}
await defineWidget(
  { tag: "test-doubler", attributes: { variant: {}, units: {}, heading: {} } },
  Doubler,
  [],
);

const pressShow = (root: ShadowRoot) =>
  fireEvent.click(
    within(root as unknown as HTMLElement).getByRole("button", { name: "Show my result" }),
  );

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("a single-screen calculator", () => {
  it("shows its form without loading its results part, and loads it once on the first answer", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    const { root, screen } = await mount("test-doubler");
    await tick();
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Amount" }).value).toBe("");
    expect(load).not.toHaveBeenCalled();
    setField(root, "amount", "3");
    setField(root, "amount", "4");
    await waitFor(() => expect(root.querySelector(".doubled")?.textContent).toBe("Double: 8"));
    expect(load).toHaveBeenCalledTimes(1);
    expect(root.querySelector("[aria-live=polite].visually-hidden")?.textContent).toBe(
      "Double is 8.",
    );
  });

  it("also starts loading as soon as a field gets focus", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    const { root } = await mount("test-doubler");
    (root.getElementById("amount") as HTMLInputElement).focus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("checks the answers as soon as its results part arrives, which reads them", async () => {
    let arrive: (report: SingleReport<number, Doubled>) => void = () => {};
    load = vi.fn(() => new Promise((resolve) => (arrive = resolve)));
    const { root } = await mount("test-doubler");
    setField(root, "amount", "12");
    await tick();
    pressShow(root);
    await tick(5);
    // Nothing is read yet: no message, and nothing typed is lost.
    expect(root.getElementById("amount-error")?.textContent).toBe("");
    expect((root.getElementById("amount") as HTMLInputElement).value).toBe("12");
    arrive(REPORT);
    await waitFor(() =>
      expect(root.getElementById("amount-error")?.textContent).toContain(
        "The amount must be between 1 and 10.",
      ),
    );
    expect(root.getElementById("amount")?.getAttribute("aria-invalid")).toBe("true");
  });

  it("shows an error the engine raises next to the field it names", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    const { root } = await mount("test-doubler");
    setField(root, "amount", "7");
    await waitFor(() =>
      expect(root.getElementById("amount-error")?.textContent).toContain("Seven cannot"),
    );
    expect(root.querySelector(".doubled")).toBeNull();
  });

  it("says so plainly when its results part cannot load, keeps the answers, and tries again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    load = vi
      .fn<() => Promise<SingleReport<number, Doubled>>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(REPORT);
    const { root, screen } = await mount("test-doubler");
    setField(root, "amount", "5");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("your result could not load");
    expect((root.getElementById("amount") as HTMLInputElement).value).toBe("5");
    pressShow(root);
    await waitFor(() => expect(root.querySelector(".doubled")?.textContent).toBe("Double: 10"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(root.activeElement?.textContent).toBe("Your result"));
  });

  it("tells the host page about each new result", async () => {
    load = vi.fn(() => Promise.resolve(REPORT));
    const { host, root } = await mount("test-doubler");
    const results: unknown[] = [];
    host.addEventListener("cdc-result", (e) => results.push((e as CustomEvent).detail));
    setField(root, "amount", "2");
    await waitFor(() => expect(results).toEqual([{ double: 4 }]));
    setField(root, "amount", "9");
    await waitFor(() => expect(results).toEqual([{ double: 4 }, { double: 18 }]));
  });

  it("logs an unexpected failure in the sums, shows the plain message and keeps the answer", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    load = vi.fn(() => Promise.resolve(REPORT));
    const { root, screen } = await mount("test-doubler");
    setField(root, "amount", "8");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Error calculating results. Please check your inputs.");
    expect(error).toHaveBeenCalledWith(expect.any(RangeError));
    expect((root.getElementById("amount") as HTMLInputElement).value).toBe("8");
    setField(root, "amount", "3");
    await waitFor(() => expect(root.querySelector(".doubled")?.textContent).toBe("Double: 6"));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("catches a view that fails, says so plainly, and shows the next result again", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    load = vi.fn(() => Promise.resolve(REPORT));
    const { root, screen } = await mount("test-doubler");
    setField(root, "amount", "6");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Error calculating results. Please check your inputs.");
    expect(error).toHaveBeenCalledWith(expect.any(TypeError));
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Amount" }).value).toBe("6");
    setField(root, "amount", "4");
    await waitFor(() => expect(root.querySelector(".doubled")?.textContent).toBe("Double: 8"));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
