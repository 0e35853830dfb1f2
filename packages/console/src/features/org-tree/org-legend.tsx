import { Flex, Switch, Text, View } from '@adobe/react-spectrum';
import { setShowBadges, useShowBadges } from './org-drawer-prefs';

const swatch = (color: string, label: string) => (
  <Flex alignItems="center" gap="size-50">
    <span
      aria-hidden="true"
      style={{ width: 10, height: 10, borderRadius: 2, background: `var(${color})` }}
    />
    <Text UNSAFE_style={{ fontSize: 12 }}>{label}</Text>
  </Flex>
);

/** The show-badges toggle and the legend (docs/product/screens.md), under the tree. */
export function OrgLegend() {
  const showBadges = useShowBadges();
  return (
    <View borderTopWidth="thin" borderTopColor="gray-300" paddingX="size-100" paddingY="size-50">
      <Switch isSelected={showBadges} onChange={setShowBadges} isEmphasized>
        Show badges
      </Switch>
      {showBadges ? (
        <Flex wrap gap="size-100" UNSAFE_className="org-legend">
          <Text UNSAFE_style={{ fontSize: 12 }}>SA = Service Area</Text>
          <Text UNSAFE_style={{ fontSize: 12 }}>S = Site</Text>
          {swatch('--spectrum-global-color-green-700', 'Active')}
          {swatch('--spectrum-global-color-blue-700', 'Trial')}
          {swatch('--spectrum-global-color-gray-700', 'Disabled')}
        </Flex>
      ) : (
        <Text UNSAFE_style={{ fontSize: 12 }}>Enable badges to see legend</Text>
      )}
    </View>
  );
}
