import { Badge, Flex, Heading, LabeledValue } from '@adobe/react-spectrum';
import type { OrgType } from '@guestnet/validators';
import { ORG } from '../../lib/entities/org';

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

/** The read-only facts of an org, in a row above its fields. */
export function OrgFacts({ facts }: { facts: readonly [label: string, value: string][] }) {
  return (
    <Flex wrap gap="size-400" marginBottom="size-300">
      {facts.map(([label, value]) => (
        <LabeledValue key={label} label={label} value={value} />
      ))}
    </Flex>
  );
}
