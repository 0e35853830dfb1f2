import { Button, Item, Menu, MenuTrigger } from '@adobe/react-spectrum';
import { useNavigate } from '@tanstack/react-router';
import { ListScreen } from '../../ui/list/list-screen';
import {
  ROLE_TEMPLATE_COLUMNS,
  ROLE_TEMPLATE_ENTITY,
  ROLE_TEMPLATES_PATH,
  type RoleTemplateRow,
  SCOPE_LEVELS,
} from './role-template-screen';

/** Manage > Role Templates: the list (`/manage/role-templates/manage`). */
export default function RoleTemplatesList() {
  const navigate = useNavigate();
  return (
    <ListScreen<RoleTemplateRow>
      entity={ROLE_TEMPLATE_ENTITY}
      list="ListRoleTemplates"
      remove="DeleteRoleTemplate"
      columns={ROLE_TEMPLATE_COLUMNS}
      itemPath={(row) => `${ROLE_TEMPLATES_PATH}/item/${row.ScopeLevel}/${row.Id}`}
      exportName="role-templates"
      addControl={
        // A template is for one scope level (the route's `{type}`), so Add asks for it first.
        <MenuTrigger>
          <Button variant="accent">Add Role Template</Button>
          <Menu
            aria-label="Scope level"
            onAction={(type) =>
              void navigate({ to: `${ROLE_TEMPLATES_PATH}/item/${String(type)}` })
            }
          >
            {SCOPE_LEVELS.map((level) => (
              <Item key={level.value}>{level.label}</Item>
            ))}
          </Menu>
        </MenuTrigger>
      }
    />
  );
}
