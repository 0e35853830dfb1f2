import { describe, expect, it } from 'vitest';
import { gridHeightFor, gridLayout } from './grid-layout';

const columns = [
  { field: 'Name', header: 'Name', width: 'minmax(12rem, 2fr)' },
  { field: 'Price', header: 'Price', width: '6rem' },
  { field: 'Active', header: 'Active' },
];

describe('gridLayout', () => {
  it('puts the checkbox column first and pins it with the first data column', () => {
    const { template, style } = gridLayout(columns, true);
    expect(template).toBe('44px minmax(12rem, 2fr) 6rem minmax(8rem, 1fr)');
    expect(style).toEqual({
      '--gn-grid-min': 'calc(44px + 12rem + 6rem + 8rem)',
      '--gn-grid-pinned': 'calc(44px + 12rem)',
      '--gn-grid-first-left': '44px',
    });
  });

  it('starts with the first data column in a read-only grid', () => {
    const { template, style } = gridLayout(columns, false);
    expect(template).toBe('minmax(12rem, 2fr) 6rem minmax(8rem, 1fr)');
    expect(style).toMatchObject({
      '--gn-grid-pinned': 'calc(12rem)',
      '--gn-grid-first-left': '0px',
    });
  });
});

describe('gridHeightFor', () => {
  it('is as tall as the room allows, but no taller than the rows and the header need', () => {
    expect(gridHeightFor(600, 3)).toBe(162);
    expect(gridHeightFor(600, 100)).toBe(600);
  });
});
