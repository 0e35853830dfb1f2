import { Item, Picker } from '@adobe/react-spectrum';
import { type ChoiceKindProps, choiceFieldProps } from './field-props';

/**
 * The select kind: Spectrum's Picker over the options, its value the chosen option's value.
 * Loaded on demand by the form kit (field-kinds.tsx).
 */
export default function SelectField({
  isLoading,
  ...props
}: ChoiceKindProps & { isLoading: boolean }) {
  return (
    <Picker
      {...choiceFieldProps(props)}
      // Spectrum's spinner in the field: a press on a list still loading shows why it is empty.
      isLoading={isLoading}
    >
      {props.options.map((option) => (
        <Item key={option.value}>{option.label}</Item>
      ))}
    </Picker>
  );
}
