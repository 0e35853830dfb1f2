import { readFileSync } from 'node:fs';

/**
 * A reader for the block-style YAML our OpenAPI files are written in, so the validators' tests can
 * hold the schemas to the contract without a YAML dependency (the package ships valibot alone and
 * its tests use what it declares). It reads what openapi/dbo.yaml and _components.yaml use (when
 * written, it read both exactly as the `yaml` package does): block mappings and sequences,
 * `- key: value` items, plain, single- and double-quoted scalars, `|` block scalars, one- and
 * multi-line flow sequences, `{}`, anchors and aliases, and comments. Plain scalars resolve as in
 * YAML 1.2's core schema (`null`, `true`, numbers; `2026-12-01T00:00:00Z` stays text). Anything
 * else is a test failure, not a silent misreading: it throws.
 */
export function parseYaml(text: string): unknown {
  return new Reader(text.split(/\r?\n/)).document();
}

const root = new URL('../../../', import.meta.url);

/** A YAML file of the repository, read, with a `resolve` that follows its `$ref`s. */
export interface YamlFile {
  readonly document: unknown;
  /**
   * The value at a `$ref`: `#/components/schemas/Price` inside this file, or
   * `./_components.yaml#/components/schemas/OrgNumber` in a file beside it.
   */
  resolve(ref: string): unknown;
}

/** Reads a YAML file of the repository, by its path from the repository root. */
export function readRepoYaml(path: string): YamlFile {
  const url = new URL(path, root);
  const document = parseYaml(readFileSync(url, 'utf8'));
  return {
    document,
    resolve(ref) {
      const [target = '', pointer = ''] = ref.split('#');
      let node = target === '' ? document : parseYaml(readFileSync(new URL(target, url), 'utf8'));
      for (const part of pointer.split('/').slice(1)) {
        const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
        if (node === null || typeof node !== 'object' || !(key in node)) {
          throw new Error(`$ref ${ref} does not resolve`);
        }
        node = (node as Record<string, unknown>)[key];
      }
      return node;
    },
  };
}

interface Line {
  readonly indent: number;
  readonly text: string;
}

const KEY =
  /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s"'#[\]{}&*!|>%@`,-][^#]*?|-[^\s#][^#]*?):(?:\s+|$)/;

class Reader {
  private index = 0;
  private readonly anchors = new Map<string, unknown>();

  constructor(private readonly lines: string[]) {}

  document(): unknown {
    const value = this.block(-1);
    if (this.next())
      throw new Error(`YAML: unread line ${this.index + 1}: ${this.lines[this.index]}`);
    return value;
  }

  /** The next line that holds content, skipping blank lines and comment lines. */
  private next(): Line | undefined {
    while (this.index < this.lines.length) {
      const raw = this.lines[this.index] ?? '';
      const text = raw.trim();
      if (text !== '' && !text.startsWith('#') && text !== '---') {
        if (raw.startsWith('\t')) throw new Error(`YAML: tab indentation, line ${this.index + 1}`);
        return { indent: raw.length - raw.trimStart().length, text };
      }
      this.index += 1;
    }
    return undefined;
  }

  /** A mapping or sequence indented more than `parent`, or null when there is none. */
  private block(parent: number, sequenceAtParent = false): unknown {
    const line = this.next();
    if (!line) return null;
    const isItem = line.text === '-' || line.text.startsWith('- ');
    if (line.indent > parent && line.text.startsWith('[')) {
      // A flow sequence on the lines below its key.
      this.index += 1;
      return this.flowSequence(line.text);
    }
    if (line.indent > parent)
      return isItem ? this.sequence(line.indent) : this.mapping(line.indent);
    // A sequence may sit at its key's own indent (`key:` then `- item`).
    if (sequenceAtParent && line.indent === parent && isItem) return this.sequence(line.indent);
    return null;
  }

  private mapping(indent: number): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    for (let line = this.next(); line && line.indent === indent; line = this.next()) {
      const match = KEY.exec(line.text);
      if (!match?.[1] || line.text.startsWith('- ')) {
        throw new Error(`YAML: expected a key, line ${this.index + 1}: ${line.text}`);
      }
      this.index += 1;
      result[unquote(match[1])] = this.value(line.text.slice(match[0].length), indent, true);
    }
    return result;
  }

  private sequence(indent: number): unknown[] {
    const result: unknown[] = [];
    for (let line = this.next(); line && line.indent === indent; line = this.next()) {
      if (line.text !== '-' && !line.text.startsWith('- ')) break;
      const rest = line.text.slice(1).trimStart();
      const anchor = /^&(\S+)\s*(.*)$/.exec(rest);
      const content = anchor ? (anchor[2] ?? '') : rest;
      if (content !== '' && KEY.test(content)) {
        // `- key: value`: the item is a mapping whose keys line up with `key`.
        const keyIndent = indent + (line.text.length - content.length);
        this.lines[this.index] = ' '.repeat(keyIndent) + content;
        const item = this.mapping(keyIndent);
        if (anchor?.[1]) this.anchors.set(anchor[1], item);
        result.push(item);
      } else {
        this.index += 1;
        result.push(this.value(rest, indent, false));
      }
    }
    return result;
  }

  /** The value written after `key:` or `- ` on a line indented `indent`. */
  private value(written: string, indent: number, afterKey: boolean): unknown {
    let rest = written.trim();
    let anchor: string | undefined;
    const anchored = /^&(\S+)\s*(.*)$/.exec(rest);
    if (anchored) {
      anchor = anchored[1];
      rest = anchored[2] ?? '';
    }
    let value: unknown;
    if (rest === '' || rest.startsWith('#')) value = this.block(indent, afterKey);
    else if (rest.startsWith('*')) {
      const name = rest.slice(1).trim();
      if (!this.anchors.has(name)) throw new Error(`YAML: unknown alias *${name}`);
      value = this.anchors.get(name);
    } else if (/^\|[-+]?\s*(#.*)?$/.test(rest)) value = this.blockScalar(rest, indent);
    else if (/^[>!%@`]/.test(rest)) throw new Error(`YAML: not read here: ${rest}`);
    else if (rest.startsWith('[')) value = this.flowSequence(rest);
    else if (/^\{\s*\}\s*(#.*)?$/.test(rest)) value = {};
    else if (rest.startsWith('{')) throw new Error(`YAML: flow mappings are not read: ${rest}`);
    else if (rest.startsWith('"') || rest.startsWith("'")) value = unquote(stripComment(rest));
    else value = this.plain(rest, indent);
    if (anchor) this.anchors.set(anchor, value);
    return value;
  }

  private plain(first: string, indent: number): unknown {
    const parts = [stripComment(first)];
    // A plain scalar may continue on lines indented deeper than its key.
    for (let line = this.next(); line && line.indent > indent; line = this.next()) {
      parts.push(stripComment(line.text));
      this.index += 1;
    }
    return resolvePlain(parts.join(' '));
  }

  private blockScalar(header: string, indent: number): string {
    const chomp = header[1] === '-' ? 'strip' : header[1] === '+' ? 'keep' : 'clip';
    const body: string[] = [];
    let blockIndent: number | undefined;
    while (this.index < this.lines.length) {
      const raw = this.lines[this.index] ?? '';
      const lineIndent = raw.length - raw.trimStart().length;
      if (raw.trim() !== '' && lineIndent <= indent) break;
      if (raw.trim() !== '') blockIndent ??= lineIndent;
      body.push(raw.trim() === '' ? '' : raw.slice(blockIndent));
      this.index += 1;
    }
    let text = body.join('\n');
    if (chomp !== 'keep') text = text.replace(/\n+$/, '');
    return chomp === 'strip' || text === '' ? text : `${text}\n`;
  }

  private flowSequence(first: string): unknown[] {
    let text = first;
    while (!balanced(text)) {
      const more = this.lines[this.index];
      if (more === undefined) throw new Error('YAML: unclosed flow sequence');
      text += ` ${more.trim()}`;
      this.index += 1;
    }
    text = stripComment(text).trim();
    if (!text.endsWith(']')) throw new Error(`YAML: text after a flow sequence: ${text}`);
    const inner = text.slice(1, -1).trim();
    if (inner === '') return [];
    if (/[[{]/.test(inner.replace(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'/g, ''))) {
      throw new Error(`YAML: nested flow collections are not read: ${text}`);
    }
    return splitFlow(inner).map((item) =>
      item.startsWith('"') || item.startsWith("'") ? unquote(item) : resolvePlain(item),
    );
  }
}

function balanced(text: string): boolean {
  const bare = text.replace(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'/g, '""');
  return (bare.match(/\[/g)?.length ?? 0) === (bare.match(/\]/g)?.length ?? 0);
}

function splitFlow(inner: string): string[] {
  const items: string[] = [];
  let current = '';
  let quote: string | undefined;
  for (let i = 0; i < inner.length; i += 1) {
    const c = inner[i] ?? '';
    if (quote) {
      current += c;
      if (c === '\\' && quote === '"') current += inner[++i] ?? '';
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") {
      quote = c;
      current += c;
    } else if (c === ',') {
      items.push(current.trim());
      current = '';
    } else current += c;
  }
  if (current.trim() !== '') items.push(current.trim());
  return items;
}

/** Drops a trailing ` # comment` that is outside quotes. */
function stripComment(text: string): string {
  let quote: string | undefined;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === '\\' && quote === '"') i += 1;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(text[i - 1] ?? ''))) return text.slice(0, i).trim();
  }
  return text.trim();
}

const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '"': '"',
  '\\': '\\',
  '/': '/',
  '0': '\0',
};

function unquote(text: string): string {
  if (text.startsWith("'")) {
    if (!text.endsWith("'") || text.length < 2) throw new Error(`YAML: bad quoted text ${text}`);
    return text.slice(1, -1).replace(/''/g, "'");
  }
  if (!text.startsWith('"')) return text;
  if (!text.endsWith('"') || text.length < 2) throw new Error(`YAML: bad quoted text ${text}`);
  return text.slice(1, -1).replace(/\\(u[0-9A-Fa-f]{4}|.)/g, (_, sequence: string) => {
    if (sequence.startsWith('u') && sequence.length === 5) {
      return String.fromCharCode(Number.parseInt(sequence.slice(1), 16));
    }
    const replacement = ESCAPES[sequence];
    if (replacement === undefined) throw new Error(`YAML: unknown escape \\${sequence}`);
    return replacement;
  });
}

function resolvePlain(text: string): unknown {
  if (text === '' || text === '~' || text === 'null' || text === 'Null' || text === 'NULL') {
    return null;
  }
  if (/^(?:true|True|TRUE)$/.test(text)) return true;
  if (/^(?:false|False|FALSE)$/.test(text)) return false;
  if (/^[-+]?[0-9]+$/.test(text)) return Number.parseInt(text, 10);
  if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/.test(text)) return Number(text);
  if (/^0x[0-9a-fA-F]+$/.test(text)) return Number.parseInt(text.slice(2), 16);
  if (/^0o[0-7]+$/.test(text)) return Number.parseInt(text.slice(2), 8);
  return text;
}
