import { lazy, Suspense } from 'react';
import { useShellDialog } from '../../hooks/app-state';
import { useShellCalls } from '../../hooks/use-shell-calls';
import { showShellDialog } from '../../lib/session/shell-dialogs';
import { readToken } from '../../lib/session/token';

// Loaded on first open, like the profile dialog: the picker stays out of the first load.
const FeedbackDialog = lazy(() =>
  import('./feedback-dialog').then(({ FeedbackDialog }) => ({ default: FeedbackDialog })),
);

// The page address without an `at` token (framed consoles carry one in the URL).
function location(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('at');
  return url.toString();
}

/** The feedback dialog wired to the header button and PUT /AdminApi/admin/feedback. */
export function FeedbackHost() {
  const api = useShellCalls();
  const isOpen = useShellDialog() === 'feedback';
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackDialog
        isOpen={isOpen}
        onClose={() => showShellDialog(null)}
        send={(body) =>
          api.sendFeedback({
            ...body,
            // docs/product/entities.md "Feedback submission" puts the token in the body.
            AccessToken: readToken() ?? '',
            SystemInfo: navigator.userAgent,
            Location: location(),
          })
        }
      />
    </Suspense>
  );
}
