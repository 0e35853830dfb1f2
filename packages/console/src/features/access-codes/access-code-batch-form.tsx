import {
  ACCESS_CODE_BATCH_DEFAULTS,
  accessCodeBatchFormValues,
  accessCodeBatchSchema,
} from '@guestnet/validators';
import { EntityFormScreen } from '../../ui/form/entity-form-screen';
import { ACCESS_CODES_PATH, BATCH_ENTITY, batchSections } from './access-code-screen';
import { usePlans } from './use-plan-names';

/**
 * `Add Batch` (`batch/new`): the kit's item form over `SaveAccessCodeBatch`. Saving returns to the
 * batches, where the new batch's generation shows its progress (docs/decisions/access-codes.md).
 */
export default function AccessCodeBatchForm() {
  const plans = usePlans();
  const options = (plans.data?.Items ?? []).map((plan) => ({
    value: String(plan.Id),
    label: plan.Name,
  }));
  return (
    <EntityFormScreen
      entity={BATCH_ENTITY}
      procedures={{
        get: 'GetAccessCodeBatch',
        save: 'SaveAccessCodeBatch',
        remove: 'DeleteAccessCodeBatch',
        list: 'ListAccessCodeBatches',
      }}
      id={undefined}
      listPath={`${ACCESS_CODES_PATH}/manage`}
      defaultValues={ACCESS_CODE_BATCH_DEFAULTS}
      toValues={accessCodeBatchFormValues}
      schema={({ taken }) => accessCodeBatchSchema({ takenNames: taken })}
      uniqueField="Name"
      nameOf={(values) => values.Name}
      sections={batchSections(options, plans.isPending)}
    />
  );
}
