// docs/decisions/pan-mapping-bulk-save.md
import {
  Button,
  Content,
  Dialog,
  DialogContainer,
  Divider,
  Flex,
  Heading,
  Item,
  Picker,
  Text,
  TextField,
} from '@adobe/react-spectrum';
import {
  checkPanRows,
  describePanIssues,
  PAN_RANGE_DEFAULTS,
  PAN_ROTATE_ON,
  type PanMappingOutput,
  PanRangeSchema,
  type PanRangeValues,
  panRangeRows,
} from '@guestnet/validators';
import { useState } from 'react';
import { check, type FieldMessages } from '../../lib/entities/field-messages';
import { BulkPreview, type PreviewRow } from './bulk-preview';
import { useBulkSave } from './bulk-save';
import { rooms, type StoredPan } from './pan-mapping-fields';

/**
 * `Add range…`: rooms From–To on VLANs from First VLAN; `Preview` lists every room with `New` or
 * why it is refused (a collision with a stored room or VLAN, a VLAN past 4094), and `Create N
 * rooms` saves only the new ones.
 */
export function RangeDialog({
  orgNumber,
  stored,
  onDone,
}: {
  orgNumber: string;
  stored: readonly StoredPan[];
  onDone: (created: number) => void;
}) {
  const bulk = useBulkSave({ orgNumber, done: 'Created', onDone });
  const [values, setValues] = useState<PanRangeValues>(PAN_RANGE_DEFAULTS);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [preview, setPreview] = useState<{ rows: PreviewRow[]; valid: PanMappingOutput[] }>();

  const change = (field: keyof PanRangeValues) => (value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    setPreview(undefined);
  };
  const showPreview = async () => {
    const checked = await check(PanRangeSchema, values);
    const found: FieldMessages = checked.ok ? {} : checked.messages;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const rows = panRangeRows(values);
    const checks = checkPanRows(rows, stored);
    setPreview({
      rows: rows.map((row, index) => {
        const check = checks[index];
        return { row, reason: check?.ok ? undefined : describePanIssues(check?.issues ?? []) };
      }),
      valid: checks.flatMap((check) => (check.ok ? [check.output] : [])),
    });
  };
  const field = (name: keyof PanRangeValues, label: string, description?: string) => (
    <TextField
      label={label}
      isRequired={name !== 'DeviceLimit'}
      necessityIndicator="icon"
      inputMode="numeric"
      width="size-1200"
      value={values[name]}
      onChange={change(name)}
      {...{ validationBehavior: 'aria' as const, isInvalid: Boolean(errors[name]) }}
      errorMessage={errors[name]}
      description={description}
    />
  );
  const refused = preview ? preview.rows.length - preview.valid.length : 0;
  return (
    <DialogContainer onDismiss={bulk.dismiss}>
      <Dialog width="size-6000">
        <Heading>Add a range of rooms</Heading>
        <Divider />
        <Content>
          <form
            aria-label="Range of rooms"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              event.stopPropagation();
              void showPreview();
            }}
          >
            <Flex direction="column" gap="size-150">
              <Text>
                Each room from the first to the last gets its own VLAN, counting up from the first
                VLAN ID. Nothing is saved before Create.
              </Text>
              <Flex gap="size-150" wrap alignItems="start">
                {field('FromRoom', 'From room')}
                {field('ToRoom', 'To room')}
                {field('FirstVlan', 'First VLAN ID')}
              </Flex>
              <Flex gap="size-150" wrap alignItems="start">
                <Picker
                  label="Rotate on"
                  width="size-2000"
                  selectedKey={values.RotateOn}
                  onSelectionChange={(key) => change('RotateOn')(String(key))}
                >
                  {PAN_ROTATE_ON.map((choice) => (
                    <Item key={choice.value}>{choice.label}</Item>
                  ))}
                </Picker>
                {field('DeviceLimit', 'Device limit', 'Optional, 1–64')}
              </Flex>
              <Flex>
                <Button type="submit" variant="secondary">
                  Preview
                </Button>
              </Flex>
            </Flex>
          </form>
          {preview && (
            <>
              <div className="gn-pan-summary" role="status">
                {preview.valid.length === 0
                  ? `None of the ${rooms(preview.rows.length)} can be created: ${refused} collide or are refused.`
                  : `${rooms(preview.valid.length)} will be created${
                      refused > 0 ? `; ${refused} collide or are refused and will be left out` : ''
                    }.`}
              </div>
              <BulkPreview label="Rooms of the range" rows={preview.rows} />
            </>
          )}
          {bulk.hasStatus && (
            <Flex direction="column" gap="size-150" marginTop="size-150">
              {bulk.status}
            </Flex>
          )}
        </Content>
        {bulk.buttons({
          label: preview ? `Create ${rooms(preview.valid.length)}` : 'Create',
          isDisabled: !preview || preview.valid.length === 0,
          onPress: () => void (preview && bulk.save(preview.valid)),
        })}
      </Dialog>
    </DialogContainer>
  );
}
