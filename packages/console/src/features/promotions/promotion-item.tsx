import { Content, Heading, InlineAlert } from '@adobe/react-spectrum';
import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import { PROMOTION_DEFAULTS, promotionFormValues, promotionSchema } from '@guestnet/validators';
import { useOrgTreeStore, useSelectedOrg } from '../../hooks/org-session';
import { useScreenParams } from '../../hooks/use-address';
import { PROMOTION } from '../../lib/entities/promotion';
import type { OrgNode } from '../../lib/org/org-node';
import { EntityFormScreen } from '../../ui/form/entity-form-screen';
import { itemId } from '../../ui/form/item-id';
import { isPromotionType, PROMOTIONS_PATH, promotionSections } from './promotion-screen';

/** The service areas a promotion of `org` can apply in: the org itself or those under it. */
function serviceAreasOf(org: OrgNode | undefined): OrgNode[] {
  if (!org) return [];
  const found: OrgNode[] = [];
  const stack = [org];
  while (stack.length > 0) {
    const node = stack.pop() as OrgNode;
    if (node.type === 'ServiceArea' && node.number) found.push(node);
    stack.push(...(node.children ?? []));
  }
  return found;
}

/** Manage > Promotions: one promotion (`item/{type}/{id?}`; no id creates one of that type). */
export default function PromotionItem() {
  const params = useScreenParams('/manage/promotions/item/{type}/{id?}');
  const org = useSelectedOrg();
  const tree = useOrgTreeStore();
  const { dbo } = useGuestnetClients();
  const plans = useDboQuery(dbo, 'ListServicePlans', {
    OrgNumber: org.number ?? '',
    Page: 1,
    PageSize: 500,
    Sort: 'Name',
  });
  if (!isPromotionType(params.type)) {
    return (
      <InlineAlert variant="negative">
        <Heading>Unknown promotion type</Heading>
        <Content>
          “{params.type}” is not a promotion type. Open the promotion from the Promotions list.
        </Content>
      </InlineAlert>
    );
  }
  const type = params.type;
  const planOptions = (plans.data?.Items ?? []).map((plan) => ({
    value: String(plan.Id),
    label: plan.Name,
  }));
  // The tree may hold only its first levels (after a full page load): a Service Area is at
  // least its own area.
  const found = serviceAreasOf(org.number ? tree.findByNumber(org.number) : undefined);
  const areas = new Map(found.map((area) => [area.number ?? '', `${area.name} (${area.number})`]));
  if (org.type === 'ServiceArea' && org.number && !areas.has(org.number)) {
    areas.set(org.number, `${org.name} (${org.number})`);
  }
  const areaOptions = [...areas].map(([value, label]) => ({ value, label }));
  return (
    <EntityFormScreen
      entity={PROMOTION.names}
      procedures={PROMOTION.procedures}
      id={itemId(params.id)}
      listPath={`${PROMOTIONS_PATH}/manage`}
      defaultValues={PROMOTION_DEFAULTS(type)}
      toValues={promotionFormValues}
      schema={({ taken, current }) =>
        promotionSchema({ takenCodes: taken, ...(current !== undefined ? { current } : {}) })
      }
      uniqueField="Code"
      nameOf={(values) => values.Code.toUpperCase()}
      sections={promotionSections(planOptions, areaOptions)}
    />
  );
}
