import { type KeyboardEvent, useRef, useState } from 'react';

/**
 * Which sub-header menu is open and the keyboard model of a menu button (WAI-ARIA menu button):
 * hover or Enter/Space/ArrowDown opens, arrows move, Escape closes back to the tab.
 */
export function useNavMenus() {
  const [openId, setOpenId] = useState<string | null>(null);
  const menus = useRef(new Map<string, HTMLElement | null>());
  const buttons = useRef(new Map<string, HTMLElement | null>());

  const items = (id: string) =>
    Array.from(menus.current.get(id)?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const openAndFocus = (id: string, which: 'first' | 'last') => {
    setOpenId(id);
    // The menu renders on the next frame; focus its first (or last) item then.
    requestAnimationFrame(() => {
      const list = items(id);
      (which === 'first' ? list[0] : list.at(-1))?.focus();
    });
  };

  // Left/Right move between the tabs, from a tab or from inside its open menu (menubar style).
  const neighbour = (id: string, step: 1 | -1) => {
    const ids = [...buttons.current.keys()];
    return ids[(ids.indexOf(id) + step + ids.length) % ids.length] ?? id;
  };

  const onButtonKeyDown = (id: string) => (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      setOpenId(null);
      buttons.current.get(neighbour(id, event.key === 'ArrowRight' ? 1 : -1))?.focus();
    } else if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(id, 'first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(id, 'last');
    }
  };

  const onMenuKeyDown = (id: string) => (event: KeyboardEvent) => {
    const list = items(id);
    const at = list.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown') next = list[(at + 1) % list.length];
    else if (event.key === 'ArrowUp') next = list[(at - 1 + list.length) % list.length];
    else if (event.key === 'Home') next = list[0];
    else if (event.key === 'End') next = list.at(-1);
    else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const other = neighbour(id, event.key === 'ArrowRight' ? 1 : -1);
      buttons.current.get(other)?.focus();
      openAndFocus(other, 'first');
      return;
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') {
        event.preventDefault();
        buttons.current.get(id)?.focus();
      }
      setOpenId(null);
      return;
    } else return;
    event.preventDefault();
    next?.focus();
  };

  return {
    openId,
    setOpenId,
    menuRef: (id: string) => (element: HTMLElement | null) => {
      menus.current.set(id, element);
    },
    buttonRef: (id: string) => (element: HTMLElement | null) => {
      buttons.current.set(id, element);
    },
    onButtonKeyDown,
    onMenuKeyDown,
  };
}
