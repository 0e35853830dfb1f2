// docs/decisions/new-site-wizard.md
import {
  ComboBox,
  Content,
  Flex,
  Heading,
  InlineAlert,
  Item,
  Radio,
  RadioGroup,
  Text,
} from '@adobe/react-spectrum';
import { dboMutation } from '@guestnet/sdk';
import { useGuestnetClients } from '@guestnet/sdk/react';
import {
  ORG_DEFAULTS,
  type OrgFormValues,
  type OrgOutput,
  OrgSchema,
  SERVICE_PLAN_DEFAULTS,
  type ServiceAreaOutput,
  type ServiceAreasFormValues,
  ServiceAreasSchema,
  type ServicePlanOutput,
  servicePlanSchema,
} from '@guestnet/validators';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useMemo, useState } from 'react';
import { useOrgSession, useSelectedOrg } from '../../hooks/org-session';
import type { SelectedOrg } from '../../lib/org/selected-org';
import { FormFields } from '../../ui/form/form-fields';
import { useUnsavedChangesGuard } from '../../ui/form/unsaved-changes';
import { firstMessage, sameValues, useSchemaForm } from '../../ui/form/use-schema-form';
import { notify } from '../../ui/snackbar';
import { Wizard } from '../../ui/wizard/wizard';
import { AreasStep } from './areas-step';
import {
  canHoldSite,
  newSitePayload,
  PLAN_SECTIONS,
  SITE_DETAIL_SECTIONS,
  SITE_SECTIONS,
  timeZones,
} from './new-site-fields';
import { ReviewStep } from './review-step';
import './new-site-wizard.css';

/** Where the wizard goes once the site is created: the new site's Edit Org. */
export const AFTER_CREATE_PATH = '/setup/organization';

const NO_AREAS: ServiceAreasFormValues = { Areas: [] };

/**
 * Setup > Add Org > New Site Wizard (`/setup/add-org/new-site-wizard`): a Site under
 * the selected org with its service areas and, optionally, a first service plan in each, created
 * in one `AddSite` call. The selected org must be able to hold a site.
 */
export default function NewSiteWizard() {
  const org = useSelectedOrg();
  if (!org.number) return null;
  if (!canHoldSite(org.type)) {
    return (
      <InlineAlert variant="info">
        <Heading>A site cannot be added here</Heading>
        <Content>
          {org.name} is a {org.type ?? 'org'}: only a ServiceProvider or a Grouping can hold a site.
          Choose one in the tree to add a site under it.
        </Content>
      </InlineAlert>
    );
  }
  return <NewSiteWizardSteps key={org.number} parent={org} />;
}

interface Outputs {
  site: OrgOutput | null;
  areas: ServiceAreaOutput[];
  plan: ServicePlanOutput | null;
}

function NewSiteWizardSteps({ parent }: { parent: SelectedOrg }) {
  const parentNumber = parent.number ?? '';
  const { dbo } = useGuestnetClients();
  const session = useOrgSession();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [withPlan, setWithPlan] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [outputs, setOutputs] = useState<Outputs>({ site: null, areas: [], plan: null });
  const zones = useMemo(() => timeZones().map((zone) => ({ id: zone })), []);

  const siteDefaults = useMemo<OrgFormValues>(
    () => ({ ...ORG_DEFAULTS, Type: 'Site', ParentNumber: parentNumber }),
    [parentNumber],
  );
  const site = useSchemaForm({
    defaultValues: siteDefaults,
    schema: OrgSchema,
    onSubmit: (output: OrgOutput) => setOutputs((o) => ({ ...o, site: output })),
  });
  const areas = useSchemaForm({
    defaultValues: NO_AREAS,
    schema: ServiceAreasSchema,
    onSubmit: (output: ServiceAreaOutput[]) => setOutputs((o) => ({ ...o, areas: output })),
  });
  const planSchema = useMemo(() => servicePlanSchema(), []);
  const plan = useSchemaForm({
    defaultValues: SERVICE_PLAN_DEFAULTS,
    schema: planSchema,
    onSubmit: (output: ServicePlanOutput) => setOutputs((o) => ({ ...o, plan: output })),
  });

  // Dirty once any step differs from its first values (the forms' own flags reset on Next).
  const isDirty =
    !sameValues(site.values, siteDefaults) ||
    !sameValues(areas.values, NO_AREAS) ||
    withPlan ||
    !sameValues(plan.values, SERVICE_PLAN_DEFAULTS);
  const guard = useUnsavedChangesGuard(isDirty);
  const valid = (submit: () => Promise<boolean>) => () => submit().catch(() => false);

  const create = async () => {
    const chosenPlan = withPlan ? outputs.plan : null;
    if (!outputs.site) return;
    setFailure(null);
    setCreating(true);
    let result: Awaited<ReturnType<ReturnType<typeof dboMutation<'AddSite'>>['mutationFn']>>;
    try {
      result = await dboMutation(dbo, 'AddSite').mutationFn(
        newSitePayload({
          parentNumber,
          site: outputs.site,
          areas: outputs.areas,
          plan: chosenPlan,
        }),
      );
    } catch (error) {
      // All or nothing: nothing was created; every step keeps its values.
      setFailure((error as Error).message);
      setCreating(false);
      return;
    }
    guard.allowLeave();
    const count = result.ServiceAreas.length;
    notify(
      `Created Site “${result.Site.Name}” with ${count} ${count === 1 ? 'service area' : 'service areas'}`,
      'success',
    );
    await session.orgsAdded([result.Site, ...result.ServiceAreas], {
      select: result.Site.OrgNumber,
    });
    await navigate({ to: AFTER_CREATE_PATH });
  };

  const siteStep: ReactNode = (
    <Flex direction="column" gap="size-300">
      <FormFields
        form={site.form}
        sections={SITE_SECTIONS}
        values={site.values}
        showErrors={site.showErrors}
      />
      <Flex gap="size-300" wrap alignItems="start">
        <site.form.Field name="TimeZone">
          {(field) => {
            const error = site.showErrors ? firstMessage(field.state.meta.errors) : undefined;
            return (
              <ComboBox
                label="Time zone"
                isRequired
                necessityIndicator="icon"
                description="Type to search, e.g. Lisbon"
                width="size-3600"
                defaultItems={zones}
                selectedKey={field.state.value || null}
                onSelectionChange={(key) => field.handleChange(key === null ? '' : String(key))}
                onBlur={field.handleBlur}
                validationState={error ? 'invalid' : undefined}
                errorMessage={error}
                validationBehavior="aria"
              >
                {(zone) => <Item key={zone.id}>{zone.id}</Item>}
              </ComboBox>
            );
          }}
        </site.form.Field>
        <FormFields
          form={site.form}
          sections={[
            {
              fields: [
                {
                  name: 'IsTrialMode',
                  label: 'Trial mode',
                  kind: 'switch',
                  description: 'The site and its areas start in trial mode.',
                },
              ],
            },
          ]}
          values={site.values}
          showErrors={site.showErrors}
        />
      </Flex>
      <FormFields
        form={site.form}
        sections={SITE_DETAIL_SECTIONS}
        values={site.values}
        showErrors={site.showErrors}
      />
    </Flex>
  );

  const planStep: ReactNode = (
    <Flex direction="column" gap="size-300">
      <RadioGroup
        label="First service plan"
        value={withPlan ? 'create' : 'skip'}
        onChange={(value) => setWithPlan(value === 'create')}
      >
        <Radio value="skip">No plan now (add plans later in Service Plans)</Radio>
        <Radio value="create">Create a plan in each new service area</Radio>
      </RadioGroup>
      {withPlan && (
        <FormFields
          form={plan.form}
          sections={PLAN_SECTIONS}
          values={plan.values}
          showErrors={plan.showErrors}
        />
      )}
    </Flex>
  );

  return (
    <Flex direction="column" gap="size-200">
      <Text>
        A new Site under <strong>{parent.name}</strong> ({parent.number}), with its service areas
        and, if you like, a first service plan, created in one step.
      </Text>
      <Wizard
        label="New Site Wizard"
        current={step}
        onCurrentChange={(next) => {
          setFailure(null);
          setStep(next);
        }}
        steps={[
          { id: 'site', title: 'Site', content: siteStep, validate: valid(site.submit) },
          {
            id: 'areas',
            title: 'Service areas',
            content: <AreasStep form={areas.form} showErrors={areas.showErrors} />,
            validate: valid(areas.submit),
          },
          {
            id: 'plan',
            title: 'First service plan',
            content: planStep,
            validate: withPlan ? valid(plan.submit) : () => true,
          },
          {
            id: 'review',
            title: 'Review',
            content: outputs.site ? (
              <ReviewStep
                parentName={parent.name}
                site={outputs.site}
                areas={outputs.areas}
                plan={withPlan ? outputs.plan : null}
                goTo={setStep}
              />
            ) : null,
          },
        ]}
        finish={{ label: 'Create', onPress: create, isPending: creating }}
        footer={
          failure && (
            <InlineAlert variant="negative" autoFocus>
              <Heading>Unable to create the site</Heading>
              <Content>
                {failure} Nothing was created; every step keeps its values. Change what is needed
                and press Create again.
              </Content>
            </InlineAlert>
          )
        }
      />
      {guard.dialog}
    </Flex>
  );
}
