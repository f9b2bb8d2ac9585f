import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';

// A side navigation (styles/components.css `.side-nav`): a column of links in titled groups beside a
// page's content on a wide screen; on a narrow one a button naming the section shown, which opens the
// same links below it (the disclosure pattern of a navigation menu), closing again on a choice or Escape.

export interface SideNavItem {
  key: string;
  href: string;
  label: ReactNode;
  /** The page shown is this item's (or one under it): marked `aria-current="page"`. */
  current?: boolean;
}

export interface SideNavGroup {
  key: string;
  /** The group's title; a group without one lists its items alone. */
  title?: ReactNode;
  items: readonly SideNavItem[];
}

export const SideNav = ({
  label,
  toggleLabel,
  groups,
}: {
  /** The navigation's accessible name. */
  label: string;
  /** What the narrow screen's button says: the navigation's name and the section shown. */
  toggleLabel: ReactNode;
  groups: readonly SideNavGroup[];
}) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const current = groups.flatMap((group) => group.items).find((item) => item.current)?.key;
  // Another page chosen: the narrow screen's menu closes.
  useEffect(() => {
    if (current !== undefined) setOpen(false);
  }, [current]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <nav className="side-nav" aria-label={label} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="side-nav__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        {toggleLabel}
      </button>
      <div id={id} className="side-nav__panel" data-open={open}>
        {groups.map((group) => (
          <div key={group.key} className="side-nav__group">
            {group.title && (
              <p className="side-nav__title" id={`${id}-${group.key}`}>
                {group.title}
              </p>
            )}
            <ul aria-labelledby={group.title ? `${id}-${group.key}` : undefined}>
              {group.items.map((item) => (
                <li key={item.key}>
                  <Link
                    href={item.href}
                    aria-current={item.current ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
};
