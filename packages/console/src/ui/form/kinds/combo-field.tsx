import { ComboBox, Item } from '@adobe/react-spectrum';
import { type ChoiceKindProps, choiceFieldProps } from './field-props';

/**
 * The combo kind: Spectrum's ComboBox, a closed choice among many that typing filters; `''` for
 * none. Loaded on demand by the form kit (field-kinds.tsx); `typed`, the text typed in its
 * stand-in before, is its input's text to start with (the chosen option's label without it).
 */
export default function ComboField({
  typed,
  ...props
}: ChoiceKindProps & { typed?: string | undefined }) {
  return (
    <ComboBox
      {...choiceFieldProps(props)}
      defaultInputValue={typed}
      defaultItems={props.options.map((option) => ({ id: option.value, name: option.label }))}
    >
      {(item) => <Item key={item.id}>{item.name}</Item>}
    </ComboBox>
  );
}
