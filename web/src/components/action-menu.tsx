import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link } from 'wouter';

// A row's actions behind one button (styles/components.css `.action-menu`), the WAI-ARIA menu button:
// Enter, Space or the down arrow opens it on its first item (the up arrow on its last), the arrows,
// Home and End move between items, Escape closes it back on its button, and Tab or a click elsewhere
// closes it. An item is a button (`onSelect`) or a link (`href`); one not possible now stays in the
// menu, disabled, saying why under its name (`note`, also its description).

/** The menu's items, in their order. */
const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

export interface ActionMenuItem {
  key: string;
  label: ReactNode;
  onSelect?: () => void;
  href?: string;
  disabled?: boolean;
  /** Why the item is disabled, shown under it. */
  note?: ReactNode;
  /** A step that destroys something. */
  danger?: boolean;
}

export const ActionMenu = ({
  label,
  name,
  items,
}: {
  /** The button's text. */
  label: ReactNode;
  /** The button's accessible name: its text and what the actions are of ("Actions: Jan Kowalski"). */
  name: string;
  items: readonly ActionMenuItem[];
}) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  // The menu opens below its button, aligned to its end; to its start when there is no room.
  const [alignStart, setAlignStart] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const focusTarget = useRef<'first' | 'last'>('first');

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open) {
      setAlignStart(false);
      return;
    }
    const shown = menu.current?.getBoundingClientRect();
    if (shown && shown.left < 0) setAlignStart(true);
    const all = itemsOf(menu.current);
    (focusTarget.current === 'first' ? all[0] : all.at(-1))?.focus();
  }, [open]);

  // A click or a tap outside closes it.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const openAt = (target: 'first' | 'last') => {
    focusTarget.current = target;
    setOpen(true);
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = itemsOf(menu.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = {
      ArrowDown: (index + 1) % all.length,
      ArrowUp: (index - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in move) {
      event.preventDefault();
      all[move[event.key] ?? 0]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };
  /** Runs an item's action once the menu has closed, the focus back on its button (where a dialog returns it). */
  const choose = (item: ActionMenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect?.();
  };

  return (
    <div ref={box} className="action-menu">
      <button
        ref={button}
        type="button"
        className="button button--secondary action-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={name}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span className="action-menu__caret" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label={name}
          className={alignStart ? 'action-menu__list action-menu__list--start' : 'action-menu__list'}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => {
            const noteId = item.note ? `${id}-${item.key}-note` : undefined;
            const content = (
              <>
                <span>{item.label}</span>
                {item.note && (
                  <span id={noteId} className="action-menu__note">
                    {item.note}
                  </span>
                )}
              </>
            );
            const className = item.danger
              ? 'action-menu__item action-menu__item--danger'
              : 'action-menu__item';
            return (
              <div key={item.key} role="none">
                {item.href && !item.disabled ? (
                  <Link
                    href={item.href}
                    role="menuitem"
                    tabIndex={-1}
                    className={className}
                    onClick={() => setOpen(false)}
                  >
                    {content}
                  </Link>
                ) : (
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={className}
                    aria-disabled={item.disabled || undefined}
                    aria-describedby={noteId}
                    onClick={() => choose(item)}
                  >
                    {content}
                  </button>
                )}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
};
