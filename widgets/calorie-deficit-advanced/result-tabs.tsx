import type { KeyboardEvent, ReactNode } from "react";
import { useRef, useState } from "react";

export interface Tab {
  id: string;
  label: string;
  content: () => ReactNode;
}

/**
 * An accessible tab list (WAI-ARIA tabs pattern): arrow keys, Home and End move between
 * tabs and select them; only the selected tab is in the Tab order; its panel follows. On a
 * narrow screen the tabs wrap into a grid, all in sight (calorie-deficit-advanced.css). Every panel is rendered and
 * all but the selected one hidden, so a printed plan holds them all, each under its tab's
 * name (the print rules of base.css and calorie-deficit-advanced.css).
 */
export function Tabs({ tabs, label }: { tabs: readonly Tab[]; label: string }) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} part="tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={i === selected ? "true" : "false"}
            aria-controls={`panel-${tab.id}`}
            tabIndex={i === selected ? 0 : -1}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            onClick={() => choose(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          tabIndex={0}
          className="tabpanel"
          hidden={i !== selected}
        >
          <h3 className="print-only tab-title">{tab.label}</h3>
          {tab.content()}
        </div>
      ))}
    </div>
  );
}
