import { Flex, ProgressCircle, View } from '@adobe/react-spectrum';
import { dboQueryPrefix } from '@guestnet/sdk';
import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { ListScreen } from '../../ui/list/list-screen';
import {
  ACCESS_CODES_PATH,
  BATCH_ENTITY,
  type BatchRow,
  batchColumns,
  isGenerating,
} from './access-code-screen';
import { BatchProgress } from './batch-progress';
import { usePlanNames } from './use-plan-names';

/** Manage > Access Codes: the batches (`/manage/access-codes/manage`) and those being generated. */
export default function AccessCodeBatches() {
  const { dbo } = useGuestnetClients();
  const org = useSelectedOrg();
  const queryClient = useQueryClient();
  const plans = usePlanNames();
  const columns = useMemo(() => batchColumns(plans), [plans]);
  // The newest batches: a batch being generated is one of them.
  const recent = useDboQuery(dbo, 'ListAccessCodeBatches', {
    OrgNumber: org.number ?? '',
    Page: 1,
    PageSize: 25,
    Sort: '-CreatedAt',
  });
  const generating = (recent.data?.Items ?? []).filter(isGenerating);
  const refresh = () =>
    void queryClient.invalidateQueries({
      queryKey: dboQueryPrefix(dbo, 'ListAccessCodeBatches'),
    });
  return (
    <Flex direction="column" gap="size-200">
      {generating.length > 0 && (
        <View
          borderWidth="thin"
          borderColor="default"
          borderRadius="medium"
          padding="size-200"
          UNSAFE_className="gn-batch-progress"
        >
          <Flex direction="column" gap="size-150">
            {generating.map((batch) => (
              <BatchProgress key={batch.Id} batch={batch} onDone={refresh} />
            ))}
          </Flex>
        </View>
      )}
      {!plans.ready ? (
        <Flex justifyContent="center" marginY="size-400">
          <ProgressCircle aria-label="Loading Batches" isIndeterminate size="L" />
        </Flex>
      ) : (
        <ListScreen<BatchRow>
          entity={BATCH_ENTITY}
          list="ListAccessCodeBatches"
          remove="DeleteAccessCodeBatch"
          columns={columns}
          itemPath={(row) => `${ACCESS_CODES_PATH}/batch/${row.Id}`}
          addPath={`${ACCESS_CODES_PATH}/batch/new`}
          exportName="access-code-batches"
        />
      )}
    </Flex>
  );
}
