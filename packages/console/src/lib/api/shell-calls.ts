import {
  type AdminApiComponents,
  type GuestnetClients,
  loginMutation,
  loginValidityQuery,
  operationMutation,
  reloginMutation,
  ssoRedirectMutation,
} from '@guestnet/sdk';

export type { LoginOutcome, LoginPayload } from '@guestnet/sdk';

/** The feedback body of docs/product/entities.md "Feedback submission". */
export type FeedbackSubmission = AdminApiComponents['schemas']['Feedback'];

/**
 * The calls the console shell makes (docs/product/calls.md), each taken from the SDK's query and mutation
 * options over the provided clients, so the rules on successful answers live in the SDK. Every
 * call rejects with an ErrorEleven whose message is what the user sees.
 */
export function shellCalls({ adminApi, authorization }: GuestnetClients) {
  const logout = operationMutation(adminApi, 'post', '/AdminApi/admin/logout');
  const feedback = operationMutation(adminApi, 'put', '/AdminApi/admin/feedback');
  const password = operationMutation(adminApi, 'put', '/AdminApi/admin/editpassword');
  return {
    login: loginMutation(authorization).mutationFn,
    relogin: reloginMutation(authorization).mutationFn,
    /** The SSO login address for an email; rejects when there is none. */
    ssoRedirectUrl: ssoRedirectMutation(authorization).mutationFn,
    /** Page authorization; resolves with the role redirect, if any. */
    isLoginValid: () => loginValidityQuery(authorization).queryFn(),
    logout: async (): Promise<void> => {
      await logout.mutationFn({});
    },
    sendFeedback: async (body: FeedbackSubmission): Promise<void> => {
      await feedback.mutationFn({ body });
    },
    changePassword: async (body: { NewPassword: string; CurrentPassword: string }) => {
      await password.mutationFn({ body });
    },
  };
}

/** The shell's calls, as the features receive them. */
export type ShellCalls = ReturnType<typeof shellCalls>;
