import {
  Button,
  ButtonGroup,
  Checkbox,
  CheckboxGroup,
  Content,
  Flex,
  Heading,
  InlineAlert,
  ProgressCircle,
  Text,
  TextField,
} from '@adobe/react-spectrum';
import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import {
  ROLE_ACCESS_LEVELS,
  ROLE_SPECIAL_ACTIONS,
  ROLE_TEMPLATE_DEFAULTS,
  type RoleScopeLevel,
  type RoleTemplateFormValues,
  roleTemplateFormValues,
  roleTemplateSchema,
} from '@guestnet/validators';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { useScreenParams } from '../../hooks/use-address';
import { EntityFormScreen } from '../../ui/form/entity-form-screen';
import { itemId } from '../../ui/form/item-id';
import {
  FEATURE_GROUPS,
  FEATURE_ROWS,
  isScopeLevel,
  ROLE_TEMPLATE_ENTITY,
  ROLE_TEMPLATES_PATH,
  roleTemplateSections,
  scopeLabel,
} from './role-template-screen';

const LIST_PATH = `${ROLE_TEMPLATES_PATH}/manage`;
// The same chunk the form's matrix field loads (form-fields.tsx).
const ChoiceMatrix = lazy(() => import('../../ui/form/choice-matrix'));

/**
 * Manage > Role Templates: one template (`item/{type}/{id?}`; no id creates one for that scope
 * level). A built-in template is shown read-only with `Copy`, which opens a new template of the
 * same scope prefilled as “Copy of …” (the source's id rides in the history entry's state).
 */
export default function RoleTemplateItem() {
  const params = useScreenParams('/manage/role-templates/item/{type}/{id?}');
  const copyOf = useRouterState({
    select: (state) => state.location.state.copyOf,
  });
  const org = useSelectedOrg();
  const { dbo } = useGuestnetClients();
  const id = itemId(params.id);
  const sourceId = id ?? copyOf;
  const source = useDboQuery(
    dbo,
    'GetRoleTemplate',
    { OrgNumber: org.number ?? '', Id: sourceId ?? 0 },
    { enabled: sourceId !== undefined && sourceId !== null },
  );
  if (!isScopeLevel(params.type)) {
    return (
      <InlineAlert variant="negative">
        <Heading>Unknown scope level</Heading>
        <Content>
          “{params.type}” is not a scope level. Open the template from the Role Templates list.
        </Content>
      </InlineAlert>
    );
  }
  const type = params.type;
  if (id === undefined && copyOf !== undefined && source.isPending) {
    return (
      <Flex justifyContent="center" marginY="size-400">
        <ProgressCircle aria-label="Loading Role Template" isIndeterminate size="L" />
      </Flex>
    );
  }
  if (id !== undefined && id !== null && source.data?.BuiltIn) {
    return <BuiltInTemplate id={id} stored={source.data} type={type} />;
  }
  const copied =
    id === undefined && copyOf !== undefined && source.data
      ? {
          ...roleTemplateFormValues(source.data),
          Name: `Copy of ${source.data.Name}`.slice(0, 64),
          ScopeLevel: type,
        }
      : undefined;
  return (
    <EntityFormScreen
      key={copied ? `copy-${copyOf}` : 'form'}
      entity={ROLE_TEMPLATE_ENTITY}
      procedures={{
        get: 'GetRoleTemplate',
        save: 'SaveRoleTemplate',
        remove: 'DeleteRoleTemplate',
        list: 'ListRoleTemplates',
      }}
      id={id}
      listPath={LIST_PATH}
      defaultValues={copied ?? ROLE_TEMPLATE_DEFAULTS(type)}
      toValues={roleTemplateFormValues}
      schema={({ taken, current }) =>
        roleTemplateSchema({ takenNames: taken, ...(current !== undefined ? { current } : {}) })
      }
      uniqueField="Name"
      nameOf={(values: RoleTemplateFormValues) => values.Name.trim()}
      sections={roleTemplateSections()}
    />
  );
}

/** A built-in template: every value shown, nothing editable, and `Copy` to make one's own. */
function BuiltInTemplate({
  id,
  stored,
  type,
}: {
  id: number;
  stored: Record<string, unknown>;
  type: RoleScopeLevel;
}) {
  const navigate = useNavigate();
  const values = roleTemplateFormValues(stored);
  return (
    <Flex direction="column" gap="size-200" alignItems="start">
      <Heading level={3} margin={0}>
        {values.Name}
      </Heading>
      <InlineAlert variant="info">
        <Heading>Built-in template</Heading>
        <Content>
          Built-in templates cannot be changed or deleted. Copy this one to make a template of your
          own from it.
        </Content>
      </InlineAlert>
      <ButtonGroup>
        <Button
          variant="accent"
          onPress={() =>
            void navigate({
              to: `${ROLE_TEMPLATES_PATH}/item/${type}`,
              state: (previous) => ({ ...previous, copyOf: id }),
            })
          }
        >
          Copy
        </Button>
        <Button variant="secondary" onPress={() => void navigate({ to: LIST_PATH })}>
          Back to Role Templates
        </Button>
      </ButtonGroup>
      <Flex gap="size-200" wrap>
        <TextField label="Name" value={values.Name} isReadOnly width="size-4600" />
        <TextField label="Scope" value={scopeLabel(values.ScopeLevel)} isReadOnly />
      </Flex>
      <Heading level={3} marginBottom={0}>
        Access by feature
      </Heading>
      <Suspense fallback={<Text>Loading Access by feature…</Text>}>
        <ChoiceMatrix
          label="Access by feature"
          groups={FEATURE_GROUPS}
          rows={FEATURE_ROWS}
          columns={ROLE_ACCESS_LEVELS}
          fallback="none"
          value={values.Permissions}
          isReadOnly
        />
      </Suspense>
      <CheckboxGroup label="Special actions" value={values.SpecialActions} isReadOnly>
        {ROLE_SPECIAL_ACTIONS.map((action) => (
          <Checkbox key={action.value} value={action.value}>
            {action.label}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <Text>
        <Button variant="secondary" onPress={() => void navigate({ to: LIST_PATH })}>
          Back to Role Templates
        </Button>
      </Text>
    </Flex>
  );
}
