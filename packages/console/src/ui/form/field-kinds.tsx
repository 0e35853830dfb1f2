// docs/decisions/demo-startup.md, "Round 10"
import { TextField } from '@adobe/react-spectrum';
import {
  type ComponentType,
  type ReactNode,
  type RefObject,
  Suspense,
  useLayoutEffect,
  useRef,
} from 'react';
import { afterPaintSettled } from '../../lib/platform/next-task';
import type { CommonFieldProps, KindOption, SwitchKindProps } from './kinds/field-props';

/**
 * The field kinds the form kit loads on first use: each brings Spectrum's component, its
 * stylesheet and, for the pickers, their popovers, trays and list boxes. A screen's first load
 * carries only the text fields; a form loads the kinds it has once it has painted
 * (`preloadFieldKinds`), and each field shows a stand-in of its own size and label meanwhile.
 */
export type LazyKind = 'select' | 'combo' | 'multi' | 'switch' | 'date';

/**
 * A kind's component, loaded by `load` once (a failed load goes to the error boundary, and is
 * asked again at the next render or preload). Unlike React.lazy it renders at once when the kind
 * has already arrived (a form's preload, another form before it): a field shown later (a type's
 * own fields) does not flash its stand-in. Until then it suspends, the nearest Suspense shows
 * the field's stand-in, and the load starts once the form has painted: the first screen's
 * paint, and what the browser loads before it, wait for none of the kinds.
 */
export function lazyKind<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  let loaded: ComponentType<Props> | undefined;
  let started: Promise<void> | undefined;
  let failure: { error: unknown } | undefined;
  const preload = () => {
    started ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        started = undefined;
        failure = { error };
        throw error;
      },
    );
    return started;
  };
  let soon: Promise<void> | undefined;
  const preloadAfterPaint = () => {
    if (loaded) return Promise.resolve();
    soon ??= new Promise<void>((resolve, reject) => {
      afterPaintSettled(() => {
        soon = undefined;
        preload().then(resolve, reject);
      });
    });
    return soon;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: one component per kind, made at module load
  function Kind(props: Props) {
    if (failure) {
      // To the screen's error boundary, as React.lazy does; its retry loads again.
      const { error } = failure;
      failure = undefined;
      throw error;
    }
    if (!loaded) throw started ?? preloadAfterPaint();
    const Loaded = loaded;
    return <Loaded {...props} />;
  }
  return { Kind, preload, preloadAfterPaint };
}

const kinds = {
  select: lazyKind(() => import('./kinds/select-field')),
  combo: lazyKind(() => import('./kinds/combo-field')),
  multi: lazyKind(() => import('./kinds/multi-field')),
  switch: lazyKind(() => import('./kinds/switch-field')),
  // Spectrum's date picker weighs more than the rest of the form kit together.
  date: lazyKind(() => import('./date-field')),
};

export const SelectField = kinds.select.Kind;
export const ComboField = kinds.combo.Kind;
export const MultiField = kinds.multi.Kind;
export const SwitchField = kinds.switch.Kind;
export const DateField = kinds.date.Kind;

/** Whether `kind` is one the kit loads on first use. */
export function isLazyKind(kind: string): kind is LazyKind {
  return Object.hasOwn(kinds, kind);
}

/**
 * Loads the field kinds named (each once; a kind already loaded costs nothing); with
 * `afterPaint`, once the page has painted what is being rendered. The form kit asks, as a form
 * renders, for every kind of its sections, shown or not yet (a type's own fields), and of its
 * rows' cells.
 */
export function preloadFieldKinds(
  names: Iterable<string>,
  { afterPaint = false }: { afterPaint?: boolean } = {},
): Promise<void> {
  const loading = [...new Set(names)]
    .filter(isLazyKind)
    .map((kind) => (afterPaint ? kinds[kind].preloadAfterPaint() : kinds[kind].preload()));
  // A failed preload shows nothing here: the field's own render asks again, and its error
  // reaches the screen's error boundary as a failed screen import does.
  return Promise.all(loading).then(
    () => {},
    () => {},
  );
}

/**
 * A kind's field, its stand-in shown until the kind has arrived. The keyboard keeps its place
 * (docs/decisions/field-kind-stand-ins.md): a stand-in is in the tab order as the kind will be,
 * and when the kind replaces a stand-in that has the focus, the focus moves to the kind's own
 * control at the same place (the Picker's button, the ComboBox's input, the same checkbox, the
 * switch), without scrolling, instead of falling to the page's body.
 */
export function KindSlot({ standIn, children }: { standIn: ReactNode; children: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  // Which of the stand-in's controls had the focus as it left (-1: none), and its caret.
  const focused = useRef<Focused>({ at: -1 });
  return (
    <div ref={slot} className="gn-form-kind">
      <Suspense
        fallback={
          <StandInFocus slot={slot} focused={focused}>
            {standIn}
          </StandInFocus>
        }
      >
        <ArrivalFocus slot={slot} focused={focused}>
          {children}
        </ArrivalFocus>
      </Suspense>
    </div>
  );
}

interface Focused {
  at: number;
  caret?: [number, number];
}

interface SlotFocus {
  slot: RefObject<HTMLDivElement | null>;
  focused: { current: Focused };
  children: ReactNode;
}

/** Notes, as the stand-in leaves, which of its controls had the focus, and the caret in it. */
function StandInFocus({ slot, focused, children }: SlotFocus) {
  useLayoutEffect(
    // React runs this before it takes the stand-in out of the page: the focus is still on it.
    () => () => {
      const { activeElement } = document;
      if (!slot.current || !(activeElement instanceof HTMLElement)) return;
      const at = focusable(slot.current).indexOf(activeElement);
      focused.current = { at, ...caretOf(activeElement) };
    },
    [slot, focused],
  );
  return children;
}

/**
 * Puts the focus the stand-in had on the kind's control at the same place, once it is drawn, and
 * the caret where it was when both are text inputs (the combo's).
 */
function ArrivalFocus({ slot, focused, children }: SlotFocus) {
  useLayoutEffect(() => {
    const { at, caret } = focused.current;
    focused.current = { at: -1 };
    if (at < 0 || !slot.current) return;
    const controls = focusable(slot.current);
    const control = controls[Math.min(at, controls.length - 1)];
    control?.focus({ preventScroll: true });
    if (caret && control && caretOf(control)) {
      (control as HTMLInputElement).setSelectionRange(...caret);
    }
  }, [slot, focused]);
  return children;
}

/** The caret of a text input (its selection's start and end); none for other controls. */
function caretOf(element: HTMLElement): { caret: [number, number] } | undefined {
  if (!(element instanceof HTMLInputElement)) return undefined;
  const { selectionStart, selectionEnd } = element;
  return selectionStart === null || selectionEnd === null
    ? undefined
    : { caret: [selectionStart, selectionEnd] };
}

const FOCUSABLE = 'input, button, select, textarea, a[href], [tabindex]';

/** The controls in `root` that Tab reaches, in order. */
function focusable(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLInputElement).disabled &&
      (element as HTMLInputElement).type !== 'hidden' &&
      !element.closest('[aria-hidden="true"], [inert]'),
  );
}

/**
 * A select's or combo's stand-in until its kind arrives: a text field of the same label, width
 * and help, showing the chosen option's label, so nothing moves when it is replaced and a
 * screen reader (or a test) finds the field by its label already. A select's is read-only; a
 * combo's, given `onType`, takes typing where the ComboBox is an input (not on a phone, where it
 * is a button), and the text typed (`typed`, none once it loses the focus, as the ComboBox goes
 * back to the chosen option's label) is what the ComboBox starts with.
 */
export function ChoiceStandIn({
  common,
  options,
  value,
  width,
  typed,
  onType,
}: {
  common: CommonFieldProps;
  options: readonly KindOption[];
  value: string;
  width: string;
  typed?: string | undefined;
  onType?: (typed: string | undefined) => void;
}) {
  const { onBlur: _onBlur, ...shown } = common;
  const label = options.find((option) => option.value === value)?.label ?? '';
  if (!onType || !comboTakesTyping()) {
    return <TextField {...shown} isReadOnly width={width} value={label} />;
  }
  return (
    <TextField
      {...shown}
      width={width}
      value={typed ?? label}
      onChange={onType}
      onBlur={() => onType(undefined)}
    />
  );
}

/**
 * Whether a ComboBox here is drawn as a text input that takes typing: Spectrum draws it as a
 * button opening a tray on a screen at most 700 px wide (its `useIsMobileDevice`), and a combo's
 * stand-in takes typing only where its kind will.
 */
function comboTakesTyping(): boolean {
  return typeof window !== 'undefined' && window.screen.width > 700;
}

/**
 * A multi-select's stand-in: its label over one line per option, each the height of Spectrum's
 * checkbox (form.css), as native checkboxes that work as the kind's will: Tab reaches them and
 * a press or Space checks one, kept when the kind arrives.
 */
export function MultiStandIn({
  common,
  options,
  value,
  onChange,
}: {
  common: CommonFieldProps;
  options: readonly KindOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  const help = common.isInvalid ? common.errorMessage : common.description;
  return (
    <fieldset className="gn-form-multi gn-form-standin">
      <legend className="gn-form-standin-label">
        {common.label}
        {common.isRequired && (
          <span className="gn-form-standin-required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      {options.map((option) => (
        <label key={option.value} className="gn-form-standin-option">
          <input
            type="checkbox"
            checked={value.includes(option.value)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...value, option.value]
                  : value.filter((chosen) => chosen !== option.value),
              )
            }
          />
          {option.label}
        </label>
      ))}
      {help && <span className="gn-form-standin-help">{help}</span>}
    </fieldset>
  );
}

/**
 * A switch's stand-in: a native switch of the same label, place and height, that Tab reaches
 * and a press or Space turns, kept when the kind arrives.
 */
export function SwitchStandIn({ label, value, onChange }: SwitchKindProps) {
  return (
    <label className="gn-form-standin-option gn-form-standin-switch">
      <input
        type="checkbox"
        role="switch"
        aria-checked={value}
        checked={value}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
