import { useShellApi } from '../../lib/shell-api';
import { showShellDialog, useShellDialog } from '../../lib/shell-dialogs';
import { readToken } from '../../lib/token';
import { FeedbackDialog } from './feedback-dialog';

// The page address without an `at` token (framed consoles carry one in the URL).
function location(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('at');
  return url.toString();
}

/** The feedback dialog wired to the header button and PUT /AdminApi/admin/feedback. */
export function FeedbackHost() {
  const api = useShellApi();
  const isOpen = useShellDialog() === 'feedback';
  return (
    <FeedbackDialog
      isOpen={isOpen}
      onClose={() => showShellDialog(null)}
      send={(body) =>
        api.sendFeedback({
          ...body,
          // SPEC.md §3 "Feedback submission" puts the token in the body.
          AccessToken: readToken() ?? '',
          SystemInfo: navigator.userAgent,
          Location: location(),
        })
      }
    />
  );
}
