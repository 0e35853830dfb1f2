import { Tooltip, TooltipTrigger } from '@adobe/react-spectrum';
import { type ReactElement, useEffect } from 'react';

/** Spectrum's tooltip around a control, 10px off (SPEC.md §9); loaded by `WithTooltip`. */
export default function LoadedTooltip({
  label,
  children,
  onMount,
}: {
  label: string;
  children: ReactElement;
  /** Called once mounted, so the control can take back a focus it had before. */
  onMount?: () => void;
}) {
  useEffect(() => {
    onMount?.();
  }, [onMount]);
  return (
    <TooltipTrigger offset={10}>
      {children}
      <Tooltip>{label}</Tooltip>
    </TooltipTrigger>
  );
}
