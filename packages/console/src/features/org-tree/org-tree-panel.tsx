import { OrgLegend } from './org-legend';
import { OrgTree } from './org-tree';

/**
 * What the drawer shows once the org list has loaded: the windowed tree and its legend. A chunk
 * of its own (the row window, the rows, the legend's switch), fetched while the list loads.
 */
export default function OrgTreePanel() {
  return (
    <>
      <OrgTree />
      <OrgLegend />
    </>
  );
}
