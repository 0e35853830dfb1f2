import { View } from '@adobe/react-spectrum';
import { useOrgGrants } from '../../hooks/use-org-grants';
import { SCREEN_CATEGORIES, screensIn } from '../../lib/screens/screen-table';
import { NavMenu } from './nav-menu';
import { useNavMenus } from './use-nav-menus';

/** docs/product/constants.md: the view links bar is 42px high. */
const BAR_HEIGHT = 42;

/**
 * The sub-header tabs Setup, Manage, Report and Support, each a hover menu (docs/product/screens.md), with
 * the links of the screens table.
 */
export function NavTabs() {
  const { grants } = useOrgGrants();
  const menus = useNavMenus();
  return (
    <View
      backgroundColor="gray-75"
      borderBottomWidth="thin"
      borderBottomColor="gray-300"
      paddingX="size-200"
      height={`${BAR_HEIGHT}px`}
    >
      {/* Spectrum's View drops aria-label, which left the landmark without a name. */}
      <nav
        aria-label="Screens"
        style={{ display: 'flex', alignItems: 'stretch', gap: 4, height: '100%' }}
      >
        {SCREEN_CATEGORIES.map((category) => (
          <NavMenu
            key={category.id}
            category={category}
            screens={screensIn(category.id)}
            grants={grants}
            menus={menus}
          />
        ))}
      </nav>
    </View>
  );
}
