// docs/decisions/bulk-change.md
import { Button, Flex, Text } from '@adobe/react-spectrum';
import type { OrgsUnderFilter } from '@guestnet/sdk';
import { useGuestnetClients } from '@guestnet/sdk/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { useAddress } from '../../hooks/use-address';
import { recordedName } from '../../lib/entities/change-kind';
import { dropHandedTargets, handedTargets } from '../../lib/org/bulk-targets';
import { BULK_CHANGE_ADDRESS } from '../../lib/screens/linked-addresses';
import { ConfirmationDialog } from '../../ui/confirmation-dialog';
import { countOf } from '../../ui/list/list-screen';
import { LoadFailed } from '../../ui/load-states';
import { applyResults } from './apply-step';
import { fieldOf } from './change-kinds';
import { type ChangeForm, ChangePanel, FIRST_CHANGE } from './change-panel';
import { changeSetRecorder, summaryOf } from './change-set-calls';
import { useConfirmOnce } from './confirm-once';
import { PreviewPanel } from './preview-panel';
import { HISTORY_PATH, RunPanel } from './run-panel';
import { ORG, TargetsPanel, targetCount, useTargets } from './targets-panel';
import { useBulkRun } from './use-bulk-run';
import { usePreview } from './use-preview';
import './bulk-change.css';

/**
 * Manage > Bulk Change (`/manage/bulk-change`): one change across many orgs. The targets (the
 * selected org and the orgs under it, narrowed, or the orgs Adv Org Search handed over, their
 * count always shown), the change, `Preview` (nothing written), then `Apply to N orgs` after a
 * confirmation naming N, with progress, Pause, Resume, Cancel and Retry failed, recorded as a
 * change set that the history can undo.
 */
export default function BulkChange() {
  const org = useSelectedOrg();
  const { dbo } = useGuestnetClients();
  const { from } = useAddress(BULK_CHANGE_ADDRESS);
  const [handed, setHanded] = useState(() => (from === 'search' ? handedTargets() : null));
  const [filter, setFilter] = useState<OrgsUnderFilter>({});
  const targets = useTargets(org, filter, handed);
  const [form, setForm] = useState<ChangeForm>(FIRST_CHANGE);
  const { preview, start, clear } = usePreview();
  const bulk = useBulkRun();
  // One confirmation starts one run, however often its Apply is pressed.
  const confirmation = useConfirmOnce();

  // A preview is of these targets and this change: another one needs a new preview.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key and the form say when
  useEffect(() => {
    clear();
  }, [targets.key, form, clear]);

  const willChange = preview?.rows.filter((row) => row.outcome === 'will_change').length ?? 0;
  const orgs = (count: number) => countOf(count, ORG);

  const apply = () => {
    if (!preview || preview.building) return;
    const kind = preview.kind;
    const change = preview.change;
    const started = bulk.start({
      kind,
      field: change.field,
      planName: change.planName,
      secret: change.secret,
      results: applyResults(preview.rows),
      record: changeSetRecorder(dbo, {
        OrgNumber: org.number ?? '',
        Kind: kind.id,
        Field: change.field,
        PlanName: recordedName(kind, change),
        Value: change.value,
        Summary: summaryOf(kind, fieldOf(kind, change.field).label, change),
      }),
    });
    // What the preview said is out of date once the run writes: a new change previews again.
    if (started) clear();
  };

  return (
    <Flex direction="column" gap="size-200">
      <Text>Change many orgs at once: preview first, apply, and undo from the history.</Text>
      {/* The count stays on screen while the page scrolls to the preview. */}
      <div className="gn-bulk-top">
        <span className="gn-bulk-count" aria-live="polite">
          {targetCount(targets)}
        </span>
        <Link to={HISTORY_PATH} className="gn-bulk-link">
          Change sets
        </Link>
      </div>
      {targets.error && (
        <LoadFailed
          heading="Unable to read the target orgs"
          message={targets.error}
          onRetry={targets.retry}
        />
      )}
      <TargetsPanel
        org={org}
        filter={filter}
        onFilter={setFilter}
        handedCount={handed ? handed.length : null}
        onDropHanded={() => {
          dropHandedTargets();
          setHanded(null);
        }}
      />
      {bulk.run ? (
        <>
          <RunPanel run={bulk.run} label="Apply" />
          {/* No way off a run that is recorded, writing or paused but through the leave guard. */}
          {!bulk.running && (
            <Flex>
              <Button variant="secondary" onPress={bulk.drop}>
                New change
              </Button>
            </Flex>
          )}
        </>
      ) : (
        <>
          <ChangePanel
            form={form}
            onChange={setForm}
            canPreview={Boolean(targets.orgs && targets.orgs.length > 0)}
            onPreview={() => {
              if (targets.orgs) start(form.kind, form, targets.orgs);
            }}
          />
          {preview && (
            <PreviewPanel preview={preview} willChange={willChange} onApply={confirmation.open} />
          )}
        </>
      )}
      <ConfirmationDialog
        isOpen={confirmation.isOpen}
        title={`Apply to ${orgs(willChange)}?`}
        confirmLabel="Apply"
        onCancel={confirmation.cancel}
        onConfirm={confirmation.confirm(apply)}
      >
        {`The change is written at ${orgs(willChange)}, a few at a time, as one change set you can undo.`}
      </ConfirmationDialog>
      {bulk.dialog}
    </Flex>
  );
}
