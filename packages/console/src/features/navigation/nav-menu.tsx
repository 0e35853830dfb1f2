import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { type CSSProperties, useLayoutEffect, useRef } from 'react';
import { navLinkState, type OrgGrants } from '../../lib/screens/screen-access';
import type { Screen, ScreenCategoryId } from '../../lib/screens/screen-table';
import { toggleRefresh } from '../../lib/session/app-state';
import type { useNavMenus } from './use-nav-menus';

const tabStyle: CSSProperties = {
  height: '100%',
  padding: '0 14px',
  border: 0,
  background: 'transparent',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
};
const menuStyle: CSSProperties = {
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: 20,
  minWidth: 220,
  padding: '4px 0',
  margin: 0,
  listStyle: 'none',
  background: 'var(--spectrum-global-color-gray-50)',
  border: '1px solid var(--spectrum-global-color-gray-400)',
  borderRadius: 4,
  boxShadow: '0 2px 8px rgba(0,0,0,0.15)',
};
const itemStyle: CSSProperties = {
  display: 'block',
  padding: '6px 14px',
  color: 'var(--spectrum-global-color-gray-900)',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
};

interface Props {
  category: { id: ScreenCategoryId; title: string };
  screens: readonly Screen[];
  grants: OrgGrants;
  menus: ReturnType<typeof useNavMenus>;
}

/** One tab and its menu of the links the current org may use (docs/product/screens.md, docs/product/roles.md). */
export function NavMenu({ category, screens, grants, menus }: Props) {
  const { pathname } = useLocation();
  const router = useRouter();
  const open = menus.openId === category.id;
  const menuId = `nav-menu-${category.id}`;
  const shown = screens
    .map((link) => ({ link, state: navLinkState(link, grants) }))
    .filter(({ state }) => state !== 'hidden');

  // While the grants are checked the items read `Verifying...`; when the answer comes they become
  // links (or go), and the focused element is gone with them. Keep a keyboard user in the menu:
  // the item at the same place takes the focus.
  const focusedAt = useRef<number | null>(null);
  const states = shown.map(({ state }) => state).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the items' states change
  useLayoutEffect(() => {
    const menu = open ? document.getElementById(menuId) : null;
    if (!menu) {
      focusedAt.current = null;
      return;
    }
    if (focusedAt.current === null || document.activeElement !== document.body) return;
    const items = menu.querySelectorAll<HTMLElement>('[role="menuitem"]');
    items[Math.min(focusedAt.current, items.length - 1)]?.focus();
  }, [open, menuId, states]);
  const noteFocus = (target: EventTarget) => {
    const menu = document.getElementById(menuId);
    const items = menu ? [...menu.querySelectorAll('[role="menuitem"]')] : [];
    const at = items.indexOf(target as Element);
    focusedAt.current = at >= 0 ? at : null;
  };

  // docs/product/screens.md: clicking the link of the current page refreshes it.
  const refreshIfCurrent = (route: string) => {
    if (pathname === route || pathname.startsWith(`${route}/`)) {
      toggleRefresh();
      void router.invalidate();
    }
    menus.setOpenId(null);
  };

  return (
    // Hover opens the menu on `mouseover`, which the browser sends every time the pointer comes
    // onto the tab, not on React's `mouseenter`: React makes that one from the `mouseout` of the
    // element the pointer leaves, and when that element was removed under a resting pointer (a
    // form's Save giving way to the list it saved to) its `mouseout` never reaches React, which
    // then reads the pointer's arrival as a move inside its own tree and opens nothing.
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opens the menu; the button is the keyboard path
    // biome-ignore lint/a11y/useKeyWithMouseEvents: the button's Enter, Space and arrows open the menu
    <div
      style={{ position: 'relative' }}
      onMouseOver={() => {
        if (!open) menus.setOpenId(category.id);
      }}
      onMouseLeave={() => menus.setOpenId(null)}
    >
      <button
        ref={menus.buttonRef(category.id)}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => menus.setOpenId(open ? null : category.id)}
        onKeyDown={menus.onButtonKeyDown(category.id)}
        style={tabStyle}
      >
        {category.title}
      </button>
      {open && (
        <div
          id={menuId}
          ref={menus.menuRef(category.id)}
          role="menu"
          aria-label={category.title}
          onKeyDown={menus.onMenuKeyDown(category.id)}
          onFocus={(event) => noteFocus(event.target)}
          style={menuStyle}
        >
          {shown.map(({ link, state }) => (
            <div key={link.title} role="none">
              {state === 'verifying' ? (
                <span
                  role="menuitem"
                  aria-disabled="true"
                  tabIndex={-1}
                  style={{ ...itemStyle, color: 'var(--spectrum-global-color-gray-700)' }}
                >
                  Verifying...
                </span>
              ) : link.kind === 'external' ? (
                <a
                  role="menuitem"
                  tabIndex={-1}
                  href={link.path}
                  target="_blank"
                  rel="noopener noreferrer"
                  style={itemStyle}
                  onClick={() => menus.setOpenId(null)}
                >
                  {link.title}
                </a>
              ) : (
                <Link
                  role="menuitem"
                  tabIndex={-1}
                  to={link.path}
                  style={itemStyle}
                  onClick={() => refreshIfCurrent(link.path)}
                >
                  {link.title}
                </Link>
              )}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
