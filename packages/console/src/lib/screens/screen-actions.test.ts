import { describe, expect, it } from 'vitest';
import { publishScreenActions, screenActions } from './screen-actions';

describe('publishScreenActions', () => {
  it("takes back its own actions, and leaves a later screen's alone", () => {
    const first = publishScreenActions([{ label: 'Export CSV', run: () => {} }]);
    expect(screenActions.get().map((a) => a.label)).toEqual(['Export CSV']);
    first();
    expect(screenActions.get()).toEqual([]);

    const leaving = publishScreenActions([{ label: 'Add Batch', run: () => {} }]);
    const arriving = publishScreenActions([{ label: 'Add Service Plan', run: () => {} }]);
    // The next screen mounts before the last one's cleanup runs.
    leaving();
    expect(screenActions.get().map((a) => a.label)).toEqual(['Add Service Plan']);
    arriving();
    expect(screenActions.get()).toEqual([]);
  });
});
