// How a call's 401 reaches the re-login dialog: docs/decisions/one-relogin.md

/** Asks the user to log in again; resolves with the new token, rejects when they do not. */
export type ReloginPrompt = () => Promise<string>;

let prompt: ReloginPrompt | undefined;

/**
 * The clients' `onUnauthorized`: the SDK calls it once for every call that got 401 at the same
 * time, and sends them again with the token it resolves with. In a page without the session
 * dialogs (the login page), nobody asks the user: the calls reject with their 401.
 */
export function askToLogInAgain(): Promise<string> {
  return prompt ? prompt() : Promise.reject(new Error('No re-login on this page'));
}

/**
 * Lets `ask` answer the page's 401s (the session dialogs do, while mounted); the returned
 * function stops it.
 */
export function answerUnauthorized(ask: ReloginPrompt): () => void {
  prompt = ask;
  return () => {
    if (prompt === ask) prompt = undefined;
  };
}
