import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';

/**
 * A tab and its panel; a `lazy` panel is rendered only once its tab was first selected (a panel that
 * asks an outside system, e.g. a tenant's users at Microsoft, on every view otherwise).
 */
export type TabItem<K extends string> = { key: K; label: ReactNode; panel: ReactNode; lazy?: true };

const keySteps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Tabs over panels (WAI-ARIA tabs pattern, styles/components.css `.tabs`): the arrows, Home and End
 * move between tabs and select the one reached; only the selected tab is in the Tab order. Every
 * panel stays in the page, hidden when not selected, so its text is there for search engines too
 * (a `lazy` one from its first selection on).
 */
export const Tabs = <K extends string>({
  label,
  tabs,
  className,
  initial,
}: {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<K>[];
  className?: string;
  /** The tab selected first (the first one unless told). */
  initial?: K;
}) => {
  const id = useId();
  const [selected, setSelected] = useState<K | undefined>(initial ?? tabs[0]?.key);
  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0];
  const [opened, setOpened] = useState<ReadonlySet<K>>(() => new Set(current ? [current.key] : []));
  const select = (key: K) => {
    setSelected(key);
    setOpened((before) => (before.has(key) ? before : new Set([...before, key])));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = keySteps[event.key];
    if (!step || !current) return;
    event.preventDefault();
    const next = tabs[step(tabs.indexOf(current), tabs.length)];
    if (!next) return;
    select(next.key);
    document.getElementById(`${id}-tab-${next.key}`)?.focus();
  };

  return (
    <section className={className ? `tabs ${className}` : 'tabs'}>
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={`${id}-tab-${tab.key}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab === current}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => select(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          id={`${id}-panel-${tab.key}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={tab !== current}
          className="tabs__panel"
        >
          {!tab.lazy || opened.has(tab.key) ? tab.panel : null}
        </div>
      ))}
    </section>
  );
};
