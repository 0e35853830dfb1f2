import { Badge, Flex, Heading } from '@adobe/react-spectrum';
import type { OrgType } from '@guestnet/validators';
import { ORG } from '../../lib/entities/org';
import './org-heading.css';

const BADGE_VARIANT = {
  ServiceProvider: 'indigo',
  Grouping: 'purple',
  Site: 'seafoam',
  ServiceArea: 'yellow',
} as const;

/** An org's name with its type as a badge: which org a form is about, at a glance. */
export function OrgHeading({ name, type }: { name: string; type: OrgType }) {
  return (
    <Flex alignItems="center" gap="size-150" marginBottom="size-150" wrap>
      <Heading level={3} margin={0} UNSAFE_style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Heading>
      <Badge variant={BADGE_VARIANT[type]}>{ORG.typeLabels[type]}</Badge>
    </Flex>
  );
}

/**
 * The read-only facts of an org, in a row above its fields: each a term and its value, drawn as
 * Spectrum's labelled values are (org-heading.css). Not Spectrum's LabeledValue itself, which
 * carries its date and number formatting to the first screen for values that are already text
 * (docs/decisions/demo-startup.md, "Round 11").
 */
export function OrgFacts({ facts }: { facts: readonly [label: string, value: string][] }) {
  return (
    <dl className="gn-org-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="gn-org-fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
