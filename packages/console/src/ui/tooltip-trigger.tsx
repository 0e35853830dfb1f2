import { Tooltip, TooltipTrigger } from '@adobe/react-spectrum';
import type { ReactElement } from 'react';

/** Spectrum's tooltip around a control, 10px off (docs/product/constants.md); loaded by `WithTooltip`. */
export default function LoadedTooltip({
  label,
  children,
}: {
  label: string;
  children: ReactElement;
}) {
  return (
    <TooltipTrigger offset={10}>
      {children}
      <Tooltip>{label}</Tooltip>
    </TooltipTrigger>
  );
}
