import {
  SERVICE_PLAN_DEFAULTS,
  servicePlanFormValues,
  servicePlanSchema,
} from '@guestnet/validators';
import { useSelectedOrg } from '../../hooks/org-session';
import { useScreenParams } from '../../hooks/use-address';
import { SERVICE_PLAN } from '../../lib/entities/service-plan';
import { EntityFormScreen } from '../../ui/form/entity-form-screen';
import { itemId } from '../../ui/form/item-id';
import { SERVICE_PLANS_PATH, servicePlanSections } from './service-plan-screen';

/** Setup > Service Plans: one plan (`/setup/service-plans/item/{id?}`; no id creates). */
export default function ServicePlanItem() {
  const params = useScreenParams('/setup/service-plans/item/{id?}');
  const org = useSelectedOrg();
  return (
    <EntityFormScreen
      entity={SERVICE_PLAN.names}
      procedures={SERVICE_PLAN.procedures}
      id={itemId(params.id)}
      listPath={`${SERVICE_PLANS_PATH}/manage`}
      defaultValues={{
        ...SERVICE_PLAN_DEFAULTS,
        AvailableServiceAreas: org.number ? [org.number] : [],
      }}
      toValues={servicePlanFormValues}
      schema={({ taken, current }) =>
        servicePlanSchema({ takenNames: taken, ...(current !== undefined ? { current } : {}) })
      }
      uniqueField="Name"
      nameOf={(values) => values.Name}
      sections={servicePlanSections(
        org.number ? [{ value: org.number, label: org.name ?? org.number }] : [],
      )}
    />
  );
}
