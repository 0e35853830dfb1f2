import { describe, expect, it } from 'vitest';
import { moduleLoader } from './module-loader';

describe('moduleLoader', () => {
  it('imports once and offers the module without waiting once it has arrived', async () => {
    let imports = 0;
    const loader = moduleLoader(async () => {
      imports += 1;
      return { name: 'panel' };
    });
    expect(loader.module.get()).toBeUndefined();
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toBe(second);
    expect(loader.module.get()).toBe(first);
    expect(imports).toBe(1);
  });

  it('tells its readers when the module arrives', async () => {
    const loader = moduleLoader(async () => ({ name: 'screen' }));
    const seen: unknown[] = [];
    loader.module.subscribe(() => seen.push(loader.module.get()));
    await loader.load();
    expect(seen).toEqual([{ name: 'screen' }]);
  });

  it('tries again after a failed import', async () => {
    let attempts = 0;
    const loader = moduleLoader(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { name: 'panel' };
    });
    await expect(loader.load()).rejects.toThrow('Failed to fetch');
    expect(loader.module.get()).toBeUndefined();
    await expect(loader.load()).resolves.toEqual({ name: 'panel' });
    expect(attempts).toBe(2);
  });

  it('with inNextTask, starts the import in a task after the one that asked', async () => {
    let imports = 0;
    const loader = moduleLoader(
      async () => {
        imports += 1;
        return { name: 'screen' };
      },
      { inNextTask: true },
    );
    const loading = loader.load();
    await Promise.resolve();
    expect(imports).toBe(0);
    await expect(loading).resolves.toEqual({ name: 'screen' });
    expect(imports).toBe(1);
  });
});
