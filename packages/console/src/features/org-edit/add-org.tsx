// docs/decisions/org-edit-screens.md
import { Content, Flex, Heading, InlineAlert, ProgressCircle, Text } from '@adobe/react-spectrum';
import { type DboResult, dboMutation } from '@guestnet/sdk';
import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import {
  ORG_CHILD_TYPES,
  ORG_DEFAULTS,
  type OrgFormValues,
  type OrgOutput,
  type OrgType,
} from '@guestnet/validators';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useOrgSession, useSelectedOrg } from '../../hooks/org-session';
import { ORG } from '../../lib/entities/org';
import { notify } from '../../ui/snackbar';
import { OrgForm } from './org-form';
import { OrgFacts } from './org-heading';
import './org-edit.css';

type OrgDetails = DboResult<'AddOrg'>;

export const EDIT_ORG_PATH = '/setup/organization';
export const NEW_SITE_WIZARD_PATH = '/setup/add-org/new-site-wizard';

/**
 * Setup > Add Org > Add Organization (`/setup/add-org/org`): a new org under the
 * selected one, of a type the parent may hold (docs/product/README.md); a service area holds nothing. Added
 * through `AddOrg`, it joins the tree under its parent, opened and selected, and Edit Org shows it.
 */
export default function AddOrg() {
  const org = useSelectedOrg();
  if (!org.number || !org.type) return null;
  const types = ORG_CHILD_TYPES[org.type];
  if (types.length === 0) {
    return (
      <InlineAlert variant="info">
        <Heading>A service area holds no organizations</Heading>
        <Content>
          “{org.name}” is a service area, the lowest level of the tree: nothing can be added under
          it. Select its site or a grouping to add an org there.
        </Content>
      </InlineAlert>
    );
  }
  return (
    <AddOrgUnder
      key={org.number}
      parent={{ number: org.number, name: org.name, type: org.type }}
      types={types}
    />
  );
}

function AddOrgUnder({
  parent,
  types,
}: {
  parent: { number: string; name: string; type: OrgType };
  types: readonly OrgType[];
}) {
  const { dbo } = useGuestnetClients();
  const session = useOrgSession();
  const navigate = useNavigate();
  const added = useRef<OrgDetails | null>(null);
  // A new org starts in its parent's time zone.
  const parentDetails = useGuestnetQuery(ORG.query(dbo, parent.number));
  if (parentDetails.isPending) {
    return (
      <Flex justifyContent="center" marginY="size-400">
        <ProgressCircle aria-label="Loading the parent org" isIndeterminate size="L" />
      </Flex>
    );
  }
  const initial: OrgFormValues = {
    ...ORG_DEFAULTS,
    Type: types[0] ?? ORG_DEFAULTS.Type,
    ParentNumber: parent.number,
    TimeZone: parentDetails.data?.TimeZone ?? ORG_DEFAULTS.TimeZone,
  };

  const add = async (output: OrgOutput): Promise<OrgFormValues> => {
    try {
      added.current = await dboMutation(dbo, ORG.procedures.add).mutationFn({
        ...output,
        ParentNumber: parent.number,
      });
    } catch (error) {
      notify((error as Error).message);
      throw error;
    }
    notify(
      `Added ${ORG.typeLabels[added.current.Type]} “${added.current.Name}” (${added.current.OrgNumber})`,
      'success',
    );
    return ORG.toValues(added.current);
  };

  const openAdded = async () => {
    const details = added.current;
    if (!details) return;
    await session.orgsAdded([details], { select: details.OrgNumber });
    await navigate({ to: EDIT_ORG_PATH });
  };

  return (
    <OrgForm
      label="Add Organization"
      initial={initial}
      types={types}
      header={
        <>
          <OrgFacts facts={[['Parent', `${parent.name} (${parent.number})`]]} />
          {types.includes('Site') && (
            <Text UNSAFE_className="gn-org-wizard-hint">
              Adding a site with its service areas?{' '}
              <Link to={NEW_SITE_WIZARD_PATH} className="gn-org-link">
                Open the New Site Wizard
              </Link>
            </Text>
          )}
        </>
      }
      submitLabel="Add"
      onSubmit={add}
      afterSubmit={() => void openAdded()}
      onCancel={() => void navigate({ to: EDIT_ORG_PATH })}
    />
  );
}
