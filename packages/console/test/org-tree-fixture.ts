import { buildOrgNode, type OrgNode, type OrgNodeInput } from '../src/lib/org/org-node';

/**
 * The org tests' small tree: Acme (GN-1, a ServiceProvider) > East (GN-2, a Grouping) holding
 * `inEast`, then Acme's other children `afterEast`.
 */
export function acmeTree(inEast: OrgNodeInput[], afterEast: OrgNodeInput[] = []): OrgNode {
  return buildOrgNode({
    name: 'Acme',
    number: 'GN-1',
    type: 'ServiceProvider',
    children: [{ name: 'East', number: 'GN-2', type: 'Grouping', children: inEast }, ...afterEast],
  });
}
