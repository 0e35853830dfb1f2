import type { OrgTreeNode } from '@guestnet/sdk';
import type { MockContext } from '../mock-route.js';
import type { GeneratedOrg, OrgTree } from '../org-tree/generate-org-tree.js';
import { inReach, orgByUniqueId, reachRoot } from '../tenancy.js';
import { json } from './operation-failures.js';
import { orgNumberPattern } from './schema-tools.js';

// An org as the API sends it: the SDK's generated node, children one level deep.
const withChildren = (tree: OrgTree, org: GeneratedOrg): OrgTreeNode => ({
  ...org,
  children: tree.childrenOf(org.number).map((child) => ({ ...child })),
});

const notFound = () => json(404, { Message: 'Not found.' });
const ORG_TREE_OPERATIONS = new Set([
  'listOrgTree',
  'getOrgTreeNode',
  'listOrgsByNumbers',
  'searchOrgs',
  'getOrgTreeByPath',
  'listOrgsUnder',
]);
// docs/product/validation.md: the spec's own OrgNumber pattern decides what an org-number-like text is.
const orgNumberLike = orgNumberPattern();

/**
 * The org tree calls answered from the scenario's generated tree (the demo tree, or 100,000 orgs
 * in `huge`; none in `empty`), by operationId; `undefined` for other operations. Each answer keeps
 * to the signed-in identity's reach: the list's root is its owner org, searches and numbers leave
 * out other orgs, and an item by path brings ancestors from the owner org down only (a call naming
 * an org outside the reach was refused before: tenancy.ts).
 */
export function orgTreeAnswer(
  operationId: string,
  context: MockContext,
  payload: unknown,
): Response | undefined {
  // Asked of every operation: build the tree (100,000 orgs in `huge`) only for its own calls.
  if (!ORG_TREE_OPERATIONS.has(operationId)) return undefined;
  const tree = context.state.orgTree(context.scenario, context.seed);
  const empty = context.scenario === 'empty';
  const body = (payload ?? {}) as Record<string, unknown>;
  const identity = context.identity;
  const root = identity ? reachRoot(tree, identity) : tree.root;
  const reached = (org: GeneratedOrg) => !identity || inReach(tree, identity, org.number);
  switch (operationId) {
    case 'listOrgTree':
      return json<OrgTreeNode[]>(200, empty || !root ? [] : [withChildren(tree, root)]);
    case 'getOrgTreeNode': {
      const org = empty ? undefined : tree.byNumber.get(context.params.orgNumber ?? '');
      return org ? json(200, withChildren(tree, org)) : notFound();
    }
    case 'listOrgsByNumbers': {
      const numbers = Array.isArray(body.OrgNumbers) ? body.OrgNumbers.map(String) : [];
      const found = empty
        ? []
        : numbers.flatMap((number) => tree.byNumber.get(number) ?? []).filter(reached);
      return json<OrgTreeNode[]>(200, found);
    }
    case 'searchOrgs': {
      if (empty) return json(200, []);
      const input = (context.params.input ?? '').trim().toLowerCase();
      // docs/product/validation.md: an org-number-like text searches by org number.
      const matches = orgNumberLike.test(input)
        ? tree.orgs.filter((org) => org.number.toLowerCase().startsWith(input) && reached(org))
        : tree.orgs.filter(
            (org) =>
              (org.name.toLowerCase().includes(input) ||
                org.displayPath.toLowerCase().includes(input)) &&
              reached(org),
          );
      return json<OrgTreeNode[]>(200, matches);
    }
    case 'listOrgsUnder': {
      const top = empty ? undefined : tree.byNumber.get(context.params.orgNumber ?? '');
      return top ? json<OrgTreeNode[]>(200, orgsUnder(tree, top, context.request)) : notFound();
    }
    case 'getOrgTreeByPath': {
      const target = empty ? undefined : orgByUniqueId(tree, String(body.path ?? ''));
      if (!target) return notFound();
      if (body.alreadyHasData === true) return json(200, withChildren(tree, target));
      // Without data the ancestors come too, each with its children, the path's one expanded.
      let node = withChildren(tree, target);
      for (let i = target.path.length - 2; i >= 0 && node.number !== root?.number; i--) {
        const ancestor = tree.byNumber.get(target.path[i]?.number ?? '');
        if (!ancestor) break;
        const expanded = withChildren(tree, ancestor);
        const inner = node;
        expanded.children = expanded.children?.map((child) =>
          child.number === inner.number ? inner : child,
        );
        node = expanded;
      }
      return json(200, node);
    }
    default:
      return undefined;
  }
}

/**
 * `listOrgsUnder`: the org and every org under it in pre-order, narrowed by the request's `type`,
 * `status` and `text` (name, display path or number, ignoring case).
 */
function orgsUnder(tree: OrgTree, top: GeneratedOrg, request: Request): GeneratedOrg[] {
  const query = new URL(request.url).searchParams;
  const type = query.get('type');
  const status = query.get('status');
  const text = (query.get('text') ?? '').trim().toLowerCase();
  const out: GeneratedOrg[] = [];
  const stack = [top];
  while (stack.length > 0) {
    const org = stack.pop() as GeneratedOrg;
    const fits =
      (!type || org.type === type) &&
      (!status || org.status === status) &&
      (!text ||
        org.name.toLowerCase().includes(text) ||
        org.displayPath.toLowerCase().includes(text) ||
        org.number.toLowerCase().includes(text));
    if (fits) out.push(org);
    const children = tree.childrenOf(org.number);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as GeneratedOrg);
  }
  return out;
}
