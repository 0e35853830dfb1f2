import { View } from '@adobe/react-spectrum';
import { NAV_TABLE } from '../../lib/screens/org-nav-table';
import { NavMenu } from './nav-menu';
import { useNavAccess } from './use-nav-access';
import { useNavMenus } from './use-nav-menus';

/** SPEC.md §9: the view links bar is 42px high. */
const BAR_HEIGHT = 42;

/** The sub-header tabs Setup, Manage, Report and Support, each a hover menu (SPEC.md §2). */
export function NavTabs() {
  const { access, verifying } = useNavAccess();
  const menus = useNavMenus();
  return (
    <View
      elementType="nav"
      aria-label="Screens"
      backgroundColor="gray-75"
      borderBottomWidth="thin"
      borderBottomColor="gray-300"
      paddingX="size-200"
      height={`${BAR_HEIGHT}px`}
      UNSAFE_style={{ display: 'flex', alignItems: 'stretch', gap: 4 }}
    >
      {NAV_TABLE.map((category) => (
        <NavMenu
          key={category.id}
          category={category}
          access={access}
          verifying={verifying}
          menus={menus}
        />
      ))}
    </View>
  );
}
