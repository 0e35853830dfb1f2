// docs/decisions/report-screens.md
import { type KeyboardEvent, useId, useRef } from 'react';
import './report-screen.css';

/** One choice of a {@link ChoiceSelect}: its value and what a person reads. */
export interface Choice {
  id: string;
  label: string;
}

/** The keys that open a closed select's list (with Alt+Down and Alt+Up) rather than choose. */
const OPENS_LIST = new Set([' ', 'Enter', 'F4']);

/**
 * A labelled choice of a few, as the report screens' pickers are (`Range`, `Group by`, a filter's
 * choices): the browser's own select in Spectrum's picker look. Its list is the browser's, so
 * opening it and choosing in it cost the page no rendering, positioning or focus work, where
 * Spectrum's Picker spent 30 to 70 ms of one task on each (docs/decisions/report-screens.md, "The
 * longest task"). The keyboard is the browser's: on the closed select the arrows (and Home, End, a
 * letter) change the choice at once, Alt+Down, Space or Enter open the list. `onChange` says
 * whether a key on the closed select made the change (`keyed`), so the screen can wait for the
 * next press before asking for it (docs/decisions/report-screens.md, "Round of 2026-11-28").
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
  onChange: (id: string, keyed: boolean) => void;
}) {
  const id = useId();
  // A key held on the closed select: the changes until it is let go are the keyboard's.
  const keyed = useRef(false);
  const press = (event: KeyboardEvent) => {
    keyed.current = !event.altKey && !OPENS_LIST.has(event.key);
  };
  const release = () => {
    keyed.current = false;
  };
  return (
    <div className="gn-choice-field">
      <label htmlFor={id} className="gn-choice-label">
        {label}
      </label>
      <select
        id={id}
        className="gn-choice-select"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value, keyed.current)}
        onKeyDown={press}
        onKeyUp={release}
        onBlur={release}
        onPointerDown={release}
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
