// docs/decisions/payment-gateway-form.md
import { Content, Flex, Heading, InlineAlert, ProgressCircle } from '@adobe/react-spectrum';
import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import {
  isGatewayRoute,
  PAYMENT_GATEWAY_DEFAULTS,
  paymentGatewayFormValues,
  paymentGatewaySchema,
} from '@guestnet/validators';
import { useSelectedOrg } from '../../hooks/org-session';
import { useScreenParams } from '../../hooks/use-address';
import { EntityFormScreen } from '../../ui/form/entity-form-screen';
import {
  liveQuestion,
  nextNumber,
  PAYMENT_GATEWAY_ENTITY,
  PAYMENT_GATEWAY_PATH,
  paymentGatewaySections,
} from './payment-gateway-screen';

/**
 * Setup > Payment Gateway: one gateway (`item/{category}/{type}/{number?}`; no number adds the
 * next account of that type). The number is the gateway's, not its `Id`: the item is found in
 * the service area's list (the same query the form reads for unique names).
 */
export default function PaymentGatewayItem() {
  const params = useScreenParams('/setup/payment-gateway/item/{category}/{type}/{number?}');
  const org = useSelectedOrg();
  const { dbo } = useGuestnetClients();
  const list = useDboQuery(dbo, 'ListPaymentGateways', {
    OrgNumber: org.number ?? '',
    Page: 1,
    PageSize: 500,
  });
  const { category, type } = params;
  const number = params.number === undefined ? undefined : Number(params.number);
  const rows = list.data?.Items ?? [];
  const row =
    number === undefined
      ? undefined
      : rows.find(
          (item) => item.Category === category && item.Type === type && item.Number === number,
        );
  const stored = useDboQuery(
    dbo,
    'GetPaymentGateway',
    { OrgNumber: org.number ?? '', Id: row?.Id ?? 0 },
    { enabled: row !== undefined },
  );

  if (!isGatewayRoute(category, type)) {
    return (
      <InlineAlert variant="negative">
        <Heading>Unknown gateway type</Heading>
        <Content>
          “{params.category}/{params.type}” is not a gateway type. Open the gateway from the
          Gateways list.
        </Content>
      </InlineAlert>
    );
  }
  if (list.isPending) {
    return (
      <Flex justifyContent="center" marginY="size-400">
        <ProgressCircle aria-label="Loading Gateway" isIndeterminate size="L" />
      </Flex>
    );
  }
  const gatewayType = type as Parameters<typeof paymentGatewaySections>[1];
  const accountNumber = number ?? nextNumber(rows, gatewayType);
  // A number that names no gateway of this type (or no number at all, when the list failed) is
  // an address the form screen says it cannot open.
  const id =
    number === undefined ? (list.error ? null : undefined) : row === undefined ? null : row.Id;
  return (
    <EntityFormScreen
      entity={PAYMENT_GATEWAY_ENTITY}
      procedures={{
        get: 'GetPaymentGateway',
        save: 'SavePaymentGateway',
        remove: 'DeletePaymentGateway',
        list: 'ListPaymentGateways',
      }}
      id={id}
      listPath={`${PAYMENT_GATEWAY_PATH}/manage`}
      defaultValues={PAYMENT_GATEWAY_DEFAULTS(category, gatewayType, accountNumber)}
      toValues={paymentGatewayFormValues}
      schema={({ taken, current }) =>
        paymentGatewaySchema({ takenNames: taken, ...(current !== undefined ? { current } : {}) })
      }
      uniqueField="DisplayName"
      nameOf={(values) => values.DisplayName.trim()}
      sections={paymentGatewaySections(category, gatewayType, accountNumber)}
      confirmSave={(values) => liveQuestion(values, stored.data?.Environment)}
    />
  );
}
