import { ActionButton, Flex, Heading, Text, View } from '@adobe/react-spectrum';
import type { OrgOutput, ServiceAreaOutput, ServicePlanOutput } from '@guestnet/validators';
import type { ReactNode } from 'react';
import { formatAmount } from '../../ui/list/format';

function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className="gn-new-site-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({
  title,
  onEdit,
  children,
}: {
  title: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <View>
      <Flex alignItems="center" gap="size-150" marginBottom="size-100">
        <Heading level={4} margin={0}>
          {title}
        </Heading>
        <ActionButton isQuiet onPress={onEdit} aria-label={`Change ${title}`}>
          Change
        </ActionButton>
      </Flex>
      {children}
    </View>
  );
}

const none = <span className="gn-new-site-none">None</span>;
const orNone = (value: number | null, unit: string) =>
  value === null ? '—' : `${value.toLocaleString()} ${unit}`;

/**
 * The Review step: everything the wizard will send, by step, each with `Change` to go back to
 * it; `Create` (the wizard's last button) sends it all in one call.
 */
export function ReviewStep({
  parentName,
  site,
  areas,
  plan,
  goTo,
}: {
  parentName: string;
  site: OrgOutput;
  areas: readonly ServiceAreaOutput[];
  plan: ServicePlanOutput | null;
  goTo: (step: number) => void;
}) {
  const address = site.Address
    ? [
        site.Address.Line1,
        site.Address.Line2,
        [site.Address.PostalCode, site.Address.City].filter(Boolean).join(' '),
        site.Address.Region,
        site.Address.Country,
      ]
        .filter(Boolean)
        .join(', ')
    : null;
  const contact = [site.ContactName, site.ContactEmail, site.ContactPhone].filter(Boolean);
  return (
    <Flex direction="column" gap="size-300">
      <Text>
        Create will add the site under {parentName} with {areas.length}{' '}
        {areas.length === 1 ? 'service area' : 'service areas'}
        {plan ? ` and the plan “${plan.Name}” in each` : ''}, all at once: if anything fails,
        nothing is created.
      </Text>
      <Section title="Site" onEdit={() => goTo(0)}>
        <Facts
          rows={[
            ['Name', site.Name],
            ['Parent', parentName],
            ['Time zone', site.TimeZone],
            ['Trial mode', site.IsTrialMode ? 'On' : 'Off'],
            ['Contact', contact.length > 0 ? contact.join(', ') : none],
            ['Address', address ?? none],
          ]}
        />
      </Section>
      <Section title="Service areas" onEdit={() => goTo(1)}>
        <ul className="gn-new-site-review-areas">
          {areas.map((area) => (
            <li key={area.Name}>
              {area.Name}
              <span className="gn-new-site-none gn-new-site-inline">
                {area.VlanId === null ? 'no VLAN' : `VLAN ${area.VlanId}`}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="First service plan" onEdit={() => goTo(2)}>
        {plan ? (
          <Facts
            rows={[
              ['Name', plan.Name],
              ['Price', `${formatAmount(plan.Price)} ${plan.Currency}`],
              [
                'Down / Up',
                plan.DownKbps || plan.UpKbps
                  ? `${orNone(plan.DownKbps, 'kbps')} / ${orNone(plan.UpKbps, 'kbps')}`
                  : '—',
              ],
              ['Time limit', orNone(plan.TimeLimitMinutes, 'min')],
              ['Data limit', orNone(plan.DataLimitMb, 'MB')],
              ['Devices at once', String(plan.ConcurrentDevices)],
              ['Idle timeout', plan.IdleTimeoutMin ? `${plan.IdleTimeoutMin} min` : 'Never'],
            ]}
          />
        ) : (
          <Text>No plan: add plans later in Setup › Service Plans.</Text>
        )}
      </Section>
    </Flex>
  );
}
