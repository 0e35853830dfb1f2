import { describe, expect, it } from 'vitest';
import { answerUnauthorized, askToLogInAgain } from './unauthorized';

describe('the page re-login prompt', () => {
  it('rejects when no session dialog answers, so the call keeps its 401', async () => {
    await expect(askToLogInAgain()).rejects.toThrow('No re-login on this page');
  });

  it('asks whoever answers, until they stop', async () => {
    const stop = answerUnauthorized(async () => 'tok-new');
    await expect(askToLogInAgain()).resolves.toBe('tok-new');
    stop();
    await expect(askToLogInAgain()).rejects.toThrow();
  });

  it('keeps the newest prompt when an older one stops late', async () => {
    const stopOld = answerUnauthorized(async () => 'old');
    const stopNew = answerUnauthorized(async () => 'new');
    stopOld();
    await expect(askToLogInAgain()).resolves.toBe('new');
    stopNew();
  });
});
