// docs/decisions/role-templates.md ("The matrix as a grid")
import { type KeyboardEvent, useRef, useState } from 'react';
import './choice-matrix.css';

/** A row of the matrix: one thing to choose for (a feature), in a group (its menu tab). */
export interface MatrixRow {
  id: string;
  label: string;
  group: string;
}

/** A group of rows, with a header row whose controls set the whole group. */
export interface MatrixGroup {
  id: string;
  label: string;
}

/** A column: one of the choices every row makes (an access level). */
export interface MatrixColumn {
  value: string;
  label: string;
}

export interface ChoiceMatrixProps {
  /** The grid's name (`Access by feature`). */
  label: string;
  groups: readonly MatrixGroup[];
  rows: readonly MatrixRow[];
  columns: readonly MatrixColumn[];
  /** The choice per row id; a row missing here holds `fallback`. */
  value: Readonly<Record<string, string>>;
  fallback: string;
  onChange?: (next: Record<string, string>) => void;
  /** Shows the choices without letting them change, and without the set-all controls. */
  isReadOnly?: boolean;
}

type Line =
  | { kind: 'head' }
  | { kind: 'group'; group: MatrixGroup; rows: readonly MatrixRow[] }
  | { kind: 'row'; row: MatrixRow };

/**
 * A choice per row among the same columns, as an ARIA grid (the role template matrix):
 * each cell a radio named by its row and column (`Devices: Read`); the column headers and each
 * group's header row set a whole column or group at once. One tab stop: the arrow keys move
 * between cells, Home and End to the row's ends, Ctrl+Home and Ctrl+End to the grid's corners,
 * Space or Enter chooses.
 */
export function ChoiceMatrix({
  label,
  groups,
  rows,
  columns,
  value,
  fallback,
  onChange,
  isReadOnly = false,
}: ChoiceMatrixProps) {
  const lines: Line[] = [];
  if (!isReadOnly) lines.push({ kind: 'head' });
  for (const group of groups) {
    const inGroup = rows.filter((row) => row.group === group.id);
    if (inGroup.length === 0) continue;
    if (!isReadOnly) lines.push({ kind: 'group', group, rows: inGroup });
    for (const row of inGroup) lines.push({ kind: 'row', row });
  }
  const [active, setActive] = useState({ line: 0, column: 0 });
  const cells = useRef(new Map<string, HTMLElement>());
  const at = {
    line: Math.min(active.line, lines.length - 1),
    column: Math.min(active.column, columns.length - 1),
  };
  const choiceOf = (row: MatrixRow) => value[row.id] ?? fallback;
  const setRows = (targets: readonly MatrixRow[], choice: string) => {
    if (isReadOnly || !onChange) return;
    const next = { ...value };
    for (const row of targets) next[row.id] = choice;
    onChange(next);
  };
  const activate = (line: Line, column: MatrixColumn) => {
    if (line.kind === 'head') setRows(rows, column.value);
    else if (line.kind === 'group') setRows(line.rows, column.value);
    else setRows([line.row], column.value);
  };
  const moveTo = (line: number, column: number) => {
    const next = {
      line: Math.max(0, Math.min(lines.length - 1, line)),
      column: Math.max(0, Math.min(columns.length - 1, column)),
    };
    setActive(next);
    cells.current.get(`${next.line}:${next.column}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, line: number, column: number) => {
    const last = columns.length - 1;
    const moves: Record<string, [number, number] | undefined> = {
      ArrowRight: [line, column + 1],
      ArrowLeft: [line, column - 1],
      ArrowDown: [line + 1, column],
      ArrowUp: [line - 1, column],
      Home: event.ctrlKey ? [0, 0] : [line, 0],
      End: event.ctrlKey ? [lines.length - 1, last] : [line, last],
      PageDown: [line + 10, column],
      PageUp: [line - 10, column],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(...move);
      return;
    }
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      const target = lines[line];
      const choice = columns[column];
      if (target && choice) activate(target, choice);
    }
  };
  const cell = (
    index: number,
    column: number,
    props: {
      role: 'button' | 'radio';
      className: string;
      'aria-label': string;
      'aria-checked'?: boolean;
      'data-choice'?: string;
      onClick: () => void;
    },
    text?: string,
  ) => {
    const key = `${index}:${column}`;
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: the role (a radio or a button) comes in `props`
      <span
        {...props}
        ref={(element) => {
          if (element) cells.current.set(key, element);
          else cells.current.delete(key);
        }}
        tabIndex={at.line === index && at.column === column ? 0 : -1}
        onKeyDown={(event) => onKeyDown(event, index, column)}
        onFocus={() => {
          if (at.line !== index || at.column !== column) setActive({ line: index, column });
        }}
      >
        {text}
      </span>
    );
  };
  return (
    <table
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an ARIA grid is a table whose cells are interactive (WAI-ARIA APG "Data Grid"); its rows and cells keep their table roles.
      role="grid"
      aria-label={label}
      aria-readonly={isReadOnly || undefined}
      className="gn-matrix"
      data-readonly={isReadOnly || undefined}
    >
      <thead>
        <tr>
          <th scope="col" className="gn-matrix-name">
            Feature
          </th>
          {columns.map((column) => (
            <th scope="col" key={column.value}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => {
          if (line.kind === 'head') {
            return (
              <tr key="head" className="gn-matrix-all">
                <th scope="row" className="gn-matrix-name">
                  All features
                </th>
                {columns.map((column, c) => (
                  <td key={column.value}>
                    {cell(
                      index,
                      c,
                      {
                        role: 'button',
                        className: 'gn-matrix-set',
                        'aria-label': `Set every feature to ${column.label}`,
                        onClick: () => activate(line, column),
                      },
                      'Set all',
                    )}
                  </td>
                ))}
              </tr>
            );
          }
          if (line.kind === 'group') {
            return (
              <tr key={`group-${line.group.id}`} className="gn-matrix-group">
                <th scope="row" className="gn-matrix-name">
                  {line.group.label}
                </th>
                {columns.map((column, c) => (
                  <td key={column.value}>
                    {cell(
                      index,
                      c,
                      {
                        role: 'button',
                        className: 'gn-matrix-set',
                        'aria-label': `Set ${line.group.label} to ${column.label}`,
                        onClick: () => activate(line, column),
                      },
                      'Set all',
                    )}
                  </td>
                ))}
              </tr>
            );
          }
          const chosen = choiceOf(line.row);
          return (
            <tr key={line.row.id}>
              <th scope="row" className="gn-matrix-name">
                {line.row.label}
              </th>
              {columns.map((column, c) => (
                <td key={column.value}>
                  {cell(index, c, {
                    role: 'radio',
                    className: 'gn-matrix-radio',
                    'aria-checked': chosen === column.value,
                    'aria-label': `${line.row.label}: ${column.label}`,
                    'data-choice': column.value,
                    onClick: () => activate(line, column),
                  })}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export default ChoiceMatrix;
