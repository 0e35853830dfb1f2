// docs/decisions/report-screens.md
import { useId } from 'react';
import './report-screen.css';

/** One choice of a {@link ChoiceSelect}: its value and what a person reads. */
export interface Choice {
  id: string;
  label: string;
}

/**
 * A labelled choice of a few, as the report screens' pickers are (`Range`, `Group by`, a filter's
 * choices): the browser's own select in Spectrum's picker look. Its list is the browser's, so
 * opening it and choosing in it cost the page no rendering, positioning or focus work, where
 * Spectrum's Picker spent 30 to 70 ms of one task on each (docs/decisions/report-screens.md, "The
 * longest task"). The keyboard is the browser's: the arrows change the choice, Alt+Down, Space or
 * Enter open the list.
 */
export function ChoiceSelect({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: readonly Choice[];
  /** The chosen choice's id. */
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="gn-choice-field">
      <label htmlFor={id} className="gn-choice-label">
        {label}
      </label>
      <select
        id={id}
        className="gn-choice-select"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
