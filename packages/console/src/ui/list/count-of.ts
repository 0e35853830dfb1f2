// docs/decisions/native-screen-kit.md
import { formatNumber } from './format';

/** The words of a list's rows: `Service Plan` / `Service Plans`. */
export interface EntityWords {
  singular: string;
  plural: string;
}

/** `1 Service Plan`, `3 Service Plans`. */
export function countOf(count: number, entity: EntityWords): string {
  return `${formatNumber(count)} ${count === 1 ? entity.singular : entity.plural}`;
}
