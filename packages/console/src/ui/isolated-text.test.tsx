import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DisplayPath, IsolatedText } from './isolated-text';

const isolatedIn = (container: HTMLElement) =>
  [...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent);

describe('IsolatedText', () => {
  it('puts each quoted value and each given name in <bdi>, the text unchanged', () => {
    const text = 'Copied “Lobby \u202Egnp.exe” to Crescent \u202EVenues';
    const { container } = render(<IsolatedText text={text} names={['Crescent \u202EVenues']} />);
    expect(container.textContent).toBe(text);
    expect(isolatedIn(container)).toEqual(['Lobby \u202Egnp.exe', 'Crescent \u202EVenues']);
  });
});

describe('DisplayPath', () => {
  it('puts each name of the path in <bdi>, the separators outside', () => {
    const { container } = render(<DisplayPath path={'Acme > Crescent \u202EVenues > Lobby'} />);
    expect(container.textContent).toBe('Acme > Crescent \u202EVenues > Lobby');
    expect(isolatedIn(container)).toEqual(['Acme', 'Crescent \u202EVenues', 'Lobby']);
  });
});
