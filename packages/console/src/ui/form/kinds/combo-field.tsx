import { ComboBox, Item } from '@adobe/react-spectrum';
import { type ChoiceKindProps, choiceFieldProps } from './field-props';

/**
 * The combo kind: Spectrum's ComboBox, a closed choice among many that typing filters; `''` for
 * none. Loaded on demand by the form kit (field-kinds.tsx).
 */
export default function ComboField(props: ChoiceKindProps) {
  return (
    <ComboBox
      {...choiceFieldProps(props)}
      defaultItems={props.options.map((option) => ({ id: option.value, name: option.label }))}
    >
      {(item) => <Item key={item.id}>{item.name}</Item>}
    </ComboBox>
  );
}
