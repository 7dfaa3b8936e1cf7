import type { KeyboardEvent, ReactNode } from "react";
import { useRef, useState } from "react";

export interface Tab {
  id: string;
  label: string;
  content: () => ReactNode;
}

/**
 * An accessible tab list (WAI-ARIA tabs pattern): arrow keys, Home and End move between
 * tabs and select them; only the selected tab is in the Tab order; its panel follows.
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
  const current = tabs[selected];
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
      {current ? (
        <div
          role="tabpanel"
          id={`panel-${current.id}`}
          aria-labelledby={`tab-${current.id}`}
          tabIndex={0}
          className="tabpanel"
        >
          {current.content()}
        </div>
      ) : null}
    </div>
  );
}
