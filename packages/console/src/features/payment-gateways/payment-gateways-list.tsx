// docs/decisions/payment-gateway-form.md
import { Button, Item, Menu, MenuTrigger, Section } from '@adobe/react-spectrum';
import { PAYMENT_CATEGORIES } from '@guestnet/validators';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAddress } from '../../hooks/use-address';
import { LIST_ADDRESS } from '../../lib/screens/screen-address';
import { ListScreen } from '../../ui/list/list-screen';
import { listSearchParams } from '../../ui/list/list-search';
import {
  gatewayPath,
  PAYMENT_GATEWAY_COLUMNS,
  PAYMENT_GATEWAY_DEFAULT_SORT,
  PAYMENT_GATEWAY_ENTITY,
  PAYMENT_GATEWAY_PATH,
  type PaymentGatewayRow,
  typesOf,
} from './payment-gateway-screen';

/** Setup > Payment Gateway: the list (`/setup/payment-gateway/manage`), grouped by category. */
export default function PaymentGatewaysList() {
  const navigate = useNavigate();
  const search = useAddress(LIST_ADDRESS);
  const sorted = search.sort !== '';
  useEffect(() => {
    // With no order in the address the list is by category: "grouped by category"
    // (docs/decisions/payment-gateway-form.md).
    if (!sorted) {
      void navigate({
        to: '.',
        search: listSearchParams({ ...search, sort: PAYMENT_GATEWAY_DEFAULT_SORT }),
        replace: true,
      });
    }
  }, [sorted, navigate, search]);
  if (!sorted) return null;
  return (
    <ListScreen<PaymentGatewayRow>
      entity={PAYMENT_GATEWAY_ENTITY}
      list="ListPaymentGateways"
      remove="DeletePaymentGateway"
      columns={PAYMENT_GATEWAY_COLUMNS}
      itemPath={gatewayPath}
      exportName="payment-gateways"
      addControl={
        // The category and type decide what the form asks for, so Add asks for them first.
        <MenuTrigger>
          <Button variant="accent">Add Gateway</Button>
          <Menu
            aria-label="Gateway type"
            onAction={(key) => void navigate({ to: `${PAYMENT_GATEWAY_PATH}/item/${String(key)}` })}
          >
            {PAYMENT_CATEGORIES.map((category) => (
              <Section key={category.value} title={category.label}>
                {typesOf(category.value).map((type) => (
                  <Item key={`${category.value}/${type.value}`}>{type.label}</Item>
                ))}
              </Section>
            ))}
          </Menu>
        </MenuTrigger>
      }
    />
  );
}
