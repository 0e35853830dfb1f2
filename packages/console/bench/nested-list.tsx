import type { OrgNode } from '../src/lib/org/org-node';

function Branch({ node }: { node: OrgNode }) {
  return (
    <li>
      <a href={`#${node.number ?? ''}`}>{node.name}</a>
      {node.children && node.children.length > 0 && (
        <ul>
          {node.children.map((child) => (
            <Branch key={child.uniqueId} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The same orgs as a plain, fully expanded nested list (how the legacy tree renders). */
export function NestedList({ roots }: { roots: OrgNode[] }) {
  return (
    <ul>
      {roots.map((root) => (
        <Branch key={root.uniqueId} node={root} />
      ))}
    </ul>
  );
}
