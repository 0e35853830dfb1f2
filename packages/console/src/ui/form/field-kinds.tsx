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
  // Which of the stand-in's controls had the focus as it left (-1: none).
  const focused = useRef(-1);
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

interface SlotFocus {
  slot: RefObject<HTMLDivElement | null>;
  focused: { current: number };
  children: ReactNode;
}

/** Notes, as the stand-in leaves, which of its controls had the focus. */
function StandInFocus({ slot, focused, children }: SlotFocus) {
  useLayoutEffect(
    // React runs this before it takes the stand-in out of the page: the focus is still on it.
    () => () => {
      const { activeElement } = document;
      focused.current =
        slot.current && activeElement instanceof HTMLElement
          ? focusable(slot.current).indexOf(activeElement)
          : -1;
    },
    [slot, focused],
  );
  return children;
}

/** Puts the focus the stand-in had on the kind's control at the same place, once it is drawn. */
function ArrivalFocus({ slot, focused, children }: SlotFocus) {
  useLayoutEffect(() => {
    const at = focused.current;
    focused.current = -1;
    if (at < 0 || !slot.current) return;
    const controls = focusable(slot.current);
    controls[Math.min(at, controls.length - 1)]?.focus({ preventScroll: true });
  }, [slot, focused]);
  return children;
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
 * A select's or combo's stand-in until its kind arrives: a read-only text field of the same
 * label, width and help, showing the chosen option's label, so nothing moves when it is
 * replaced and a screen reader (or a test) finds the field by its label already.
 */
export function ChoiceStandIn({
  common,
  options,
  value,
  width,
}: {
  common: CommonFieldProps;
  options: readonly KindOption[];
  value: string;
  width: string;
}) {
  const { onBlur: _onBlur, ...shown } = common;
  return (
    <TextField
      {...shown}
      isReadOnly
      width={width}
      value={options.find((option) => option.value === value)?.label ?? ''}
    />
  );
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
