import type { Member } from '@guestnet/sdk';
import { createContext, useContext } from 'react';

/** What the login page and the re-login dialog send (SPEC.md §3 "Login payload"). */
export interface LoginPayload {
  Username: string;
  Password: string;
  Realm: string | null;
  Org: string | null;
}

/** A successful login: the token to store and where the role wants the browser. */
export interface LoginOutcome {
  token: string;
  roleRedirect: string | null;
}

/** The feedback body of SPEC.md §3 "Feedback submission". */
export interface FeedbackSubmission {
  AccessToken: string;
  SystemInfo: string;
  Location: string;
  FeedbackType: 'idea' | 'bug';
  Email: string;
  Feedback: string;
}

/**
 * The calls the console shell makes (SPEC.md §7), as one port: the app wires it to the SDK's
 * clients, tests pass fakes. Every method rejects with the SDK's error (its `message` is what
 * the user sees).
 */
export interface ShellApi {
  login(payload: LoginPayload): Promise<LoginOutcome>;
  relogin(payload: LoginPayload): Promise<LoginOutcome>;
  /** The SSO login address for an email; rejects when there is none. */
  ssoRedirectUrl(email: string): Promise<string>;
  /** Page authorization; resolves with the role redirect, if any. */
  isLoginValid(): Promise<{ roleRedirect: string | null }>;
  logout(): Promise<void>;
  account(signal?: AbortSignal): Promise<Member>;
  sendFeedback(feedback: FeedbackSubmission): Promise<void>;
  changePassword(change: { NewPassword: string; CurrentPassword: string }): Promise<void>;
}

const ShellApiContext = createContext<ShellApi | null>(null);

/** Provides the shell's calls to the features below it. */
export const ShellApiProvider = ShellApiContext.Provider;

/** The shell's calls, from the nearest `ShellApiProvider`. */
export function useShellApi(): ShellApi {
  const api = useContext(ShellApiContext);
  if (!api) throw new Error('useShellApi needs a ShellApiProvider above it.');
  return api;
}
