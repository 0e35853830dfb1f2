import { Flex, Heading, View } from '@adobe/react-spectrum';
import type { CSSProperties, ReactNode } from 'react';
import { useSmallScreen } from '../hooks/app-state';
import { CompactSearch } from './compact-search';
import './app-shell.css';

/** docs/product/constants.md: toolbar and view-links heights. */
export const TOOLBAR_HEIGHT = 48;
export const VIEW_LINKS_HEIGHT = 42;

/** The slots of the console's frame. */
export interface AppShellProps {
  /** Right side of the header bar: feedback, profile, help, logout. */
  header: ReactNode;
  /** The org search box in the header bar. */
  search?: ReactNode;
  /** The left drawer with the org tree. */
  drawer?: ReactNode;
  /** The sub-header tabs (Setup, Manage, Report, Support). */
  subheader?: ReactNode;
  /** Left of the title in the header bar: the `Toggle Org Tree` button. */
  start?: ReactNode;
  /** A bar under the header (the org-change warning). */
  banner?: ReactNode;
  /** The brand's page title and icon. */
  title?: string;
  icon?: string;
  children: ReactNode;
}

/**
 * The console's frame: a 48px header bar (toggle, brand, search, actions), the 42px sub-header,
 * the org drawer on the left and the content on the right. Below the mobile breakpoint the org
 * search waits behind a button and opens across the header (docs/decisions/small-screens.md).
 */
export function AppShell({
  header,
  search,
  drawer,
  subheader,
  start,
  banner,
  title = 'Guestnet Admin',
  icon,
  children,
}: AppShellProps) {
  const compact = useSmallScreen();
  const mainPadding = compact ? 'size-150' : 'size-200';
  const brand = (
    <>
      {start}
      {icon && <img src={icon} alt="" width={24} height={24} />}
      <Heading
        level={1}
        margin={0}
        UNSAFE_className="gn-shell-title"
        UNSAFE_style={{ fontSize: 18, color: 'inherit' }}
      >
        {title}
      </Heading>
    </>
  );
  return (
    <Flex direction="column" height="100vh">
      <header
        style={{
          height: TOOLBAR_HEIGHT,
          flex: `0 0 ${TOOLBAR_HEIGHT}px`,
          background: '#2b2b2b',
          color: '#ffffff',
          borderBottom: '3px solid var(--brand-accent, #f5c400)',
          boxSizing: 'content-box',
        }}
      >
        {compact ? (
          <CompactSearch search={search} actions={header}>
            {brand}
          </CompactSearch>
        ) : (
          <Flex alignItems="center" height="100%" gap="size-150" marginX="size-100">
            {brand}
            {/* No narrower than the box's least width: the title gives way first, with an ellipsis. */}
            <Flex flex justifyContent="center">
              {search}
            </Flex>
            {header}
          </Flex>
        )}
      </header>
      {subheader && (
        <View height={`${VIEW_LINKS_HEIGHT}px`} borderBottomWidth="thin" borderColor="gray-300">
          {subheader}
        </View>
      )}
      {banner}
      <Flex flex minHeight={0}>
        {drawer}
        <View
          elementType="main"
          flex
          minWidth={0}
          padding={mainPadding}
          overflow="auto"
          position="relative"
          // A screen's sticky bar sticks at the scroll box's edge, over this padding
          // (`top: calc(-1 * var(--gn-main-padding))`), so nothing scrolls by above it.
          UNSAFE_style={
            {
              '--gn-main-padding': `var(--spectrum-global-dimension-${mainPadding})`,
            } as CSSProperties
          }
        >
          {children}
        </View>
      </Flex>
    </Flex>
  );
}
