// docs/decisions/new-site-wizard.md
import { Button, ButtonGroup, Flex, ProgressBar, View } from '@adobe/react-spectrum';
import Checkmark from '@spectrum-icons/workflow/Checkmark';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { focusFirstInvalid } from '../form/focus-invalid';
import './wizard.css';

/** One step of a wizard: its name, its content, and the check Next runs first. */
export interface WizardStep {
  /** Stable key of the step. */
  id: string;
  /** The step's name: `Step 2 of 4: Service areas`. */
  title: string;
  content: ReactNode;
  /**
   * Runs on Next (and on the last step's finish): resolves to whether the step is valid. When it
   * is not, the focus moves to the step's first invalid field (`aria-invalid="true"`).
   */
  validate?: () => boolean | Promise<boolean>;
}

export interface WizardProps {
  /** The wizard's name, the form's accessible name (`New Site Wizard`). */
  label: string;
  steps: readonly WizardStep[];
  /** The index of the step shown. */
  current: number;
  onCurrentChange: (index: number) => void;
  /** The last step's button (`Create`) and what it does once that step is valid. */
  finish: { label: string; onPress: () => void | Promise<void>; isPending?: boolean };
  /** Shown under the step's content, above the buttons (a failure's message). */
  footer?: ReactNode;
}

/**
 * A step-by-step form, in Spectrum's look: the steps' names in order (the current one
 * `aria-current="step"`, the done ones checked), `Step 2 of 4: Service areas` as the heading with
 * a progress bar, the step's content, and Back and Next (the last step's `finish` instead of
 * Next). Next validates the step first and, when it is invalid, stays and focuses its first
 * invalid field; Back never validates. A new step's heading takes the focus, so keyboard and
 * screen reader users start at its top. Enter in a text field means Next.
 */
export function Wizard({ label, steps, current, onCurrentChange, finish, footer }: WizardProps) {
  const step = steps[current];
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    heading.current?.focus();
  }, [current]);
  if (!step) return null;
  const last = current === steps.length - 1;

  const next = async () => {
    if (busy || finish.isPending) return;
    setBusy(true);
    try {
      const valid = (await step.validate?.()) ?? true;
      if (!valid) {
        // The messages render with the failed check: focus the first once they are there.
        focusFirstInvalid(panel.current);
        return;
      }
      if (last) await finish.onPress();
      else onCurrentChange(current + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      <ol className="gn-wizard-steps" aria-label="Steps">
        {steps.map((item, index) => (
          <li
            key={item.id}
            className="gn-wizard-step"
            data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="gn-wizard-step-marker" aria-hidden="true">
              {index < current ? <Checkmark size="XS" /> : index + 1}
            </span>
            <span className="gn-wizard-step-name">
              {item.title}
              {index < current && <span className="gn-wizard-hidden"> (done)</span>}
            </span>
          </li>
        ))}
      </ol>
      <Flex direction="column" gap="size-100" marginTop="size-200">
        {/* Where a new step starts for the focus; not a tab stop. */}
        <h3 id={headingId} ref={heading} tabIndex={-1} className="gn-wizard-heading">
          Step {current + 1} of {steps.length}: {step.title}
        </h3>
        <ProgressBar
          aria-labelledby={headingId}
          value={current + 1}
          minValue={0}
          maxValue={steps.length}
          showValueLabel={false}
          width="size-4600"
          maxWidth="100%"
        />
      </Flex>
      <div ref={panel} className="gn-wizard-panel">
        {step.content}
      </div>
      {footer && <View marginTop="size-300">{footer}</View>}
      <ButtonGroup marginTop="size-400">
        <Button
          variant="secondary"
          isDisabled={current === 0 || busy || finish.isPending}
          onPress={() => onCurrentChange(current - 1)}
        >
          Back
        </Button>
        <Button variant="accent" type="submit" isPending={busy || finish.isPending}>
          {last ? finish.label : 'Next'}
        </Button>
      </ButtonGroup>
    </form>
  );
}
