import { Button, Item, Menu, MenuTrigger } from '@adobe/react-spectrum';
import { PROMOTION_TYPES } from '@guestnet/validators';
import { useNavigate } from '@tanstack/react-router';
import { PROMOTION } from '../../lib/entities/promotion';
import { ListScreen } from '../../ui/list/list-screen';
import { PROMOTION_COLUMNS, PROMOTIONS_PATH, type PromotionRow } from './promotion-screen';

/** Manage > Promotions: the list (`/manage/promotions/manage`). */
export default function PromotionsList() {
  const navigate = useNavigate();
  return (
    <ListScreen<PromotionRow>
      entity={PROMOTION.names}
      list={PROMOTION.procedures.list}
      remove={PROMOTION.procedures.remove}
      columns={PROMOTION_COLUMNS}
      itemPath={(row) => `${PROMOTIONS_PATH}/item/${row.Type}/${row.Id}`}
      exportName="promotions"
      addControl={
        // A promotion's type decides its fields, so Add asks for it first.
        <MenuTrigger>
          <Button variant="accent">Add Promotion</Button>
          <Menu
            aria-label="Promotion type"
            onAction={(type) => void navigate({ to: `${PROMOTIONS_PATH}/item/${String(type)}` })}
          >
            {PROMOTION_TYPES.map((type) => (
              <Item key={type.value}>{type.label}</Item>
            ))}
          </Menu>
        </MenuTrigger>
      }
    />
  );
}
