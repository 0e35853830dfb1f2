import { SERVICE_PLAN } from '../../lib/entities/service-plan';
import { ListScreen } from '../../ui/list/list-screen';
import {
  SERVICE_PLAN_COLUMNS,
  SERVICE_PLANS_PATH,
  type ServicePlanRow,
} from './service-plan-screen';

/** Setup > Service Plans: the list (`/setup/service-plans/manage`). */
export default function ServicePlansList() {
  return (
    <ListScreen<ServicePlanRow>
      entity={SERVICE_PLAN.names}
      list={SERVICE_PLAN.procedures.list}
      remove={SERVICE_PLAN.procedures.remove}
      columns={SERVICE_PLAN_COLUMNS}
      itemPath={(plan) => `${SERVICE_PLANS_PATH}/item/${plan.Id}`}
      addPath={`${SERVICE_PLANS_PATH}/item`}
      exportName="service-plans"
    />
  );
}
