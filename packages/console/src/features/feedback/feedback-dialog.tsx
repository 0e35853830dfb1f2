import {
  Button,
  ButtonGroup,
  Content,
  Dialog,
  DialogContainer,
  Divider,
  Form,
  Heading,
  Item,
  Picker,
  TextArea,
  TextField,
} from '@adobe/react-spectrum';
import { email, required } from '@guestnet/validators';
import type { FeedbackSubmission } from '../../lib/api/shell-calls';
import { notify } from '../../ui/snackbar';
import { type FieldErrors, useForm } from '../../ui/use-form';

interface FeedbackValues extends Record<string, unknown> {
  type: 'idea' | 'bug';
  email: string;
  feedback: string;
}

const EMPTY: FeedbackValues = { type: 'idea', email: '', feedback: '' };

function validate(values: FeedbackValues): FieldErrors<FeedbackValues> {
  const errors: FieldErrors<FeedbackValues> = {};
  const feedback = required(values.feedback);
  if (feedback !== true) errors.feedback = feedback;
  const address = email(values.email.trim());
  if (address !== true) errors.email = address;
  return errors;
}

/** Props of the feedback dialog. */
export interface FeedbackDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Sends the body; the answer is not read (SPEC.md §7). */
  send: (
    body: Omit<FeedbackSubmission, 'AccessToken' | 'SystemInfo' | 'Location'>,
  ) => Promise<void>;
}

/**
 * `Product Feedback` (SPEC.md §2, §5): type (idea by default), optional email, required
 * feedback; persistent, at most 450px wide; resets on Cancel and after Send.
 */
export function FeedbackDialog({ isOpen, onClose, send }: FeedbackDialogProps) {
  const form = useForm<FeedbackValues>({
    initial: EMPTY,
    validate,
    onSubmit: async (values) => {
      try {
        await send({
          FeedbackType: values.type,
          Email: values.email.trim(),
          Feedback: values.feedback,
        });
      } catch (error) {
        notify(error instanceof Error ? error.message : 'Unknown Error occurred', 'error');
        throw error;
      }
      notify('Thank you for your feedback!', 'success');
      form.reset(EMPTY);
      onClose();
    },
  });
  const cancel = () => {
    form.reset(EMPTY);
    onClose();
  };
  return (
    <DialogContainer onDismiss={cancel} isKeyboardDismissDisabled>
      {isOpen && (
        <Dialog maxWidth="450px" width="95vw">
          <Heading>Product Feedback</Heading>
          <Divider />
          <Content>
            <Form
              id="feedback-form"
              aria-label="Product Feedback"
              validationBehavior="aria"
              onSubmit={(event) => void form.handleSubmit(event).catch(() => {})}
            >
              <Picker
                label="Type of Feedback"
                selectedKey={form.values.type}
                onSelectionChange={(key) => form.setValue('type', key === 'bug' ? 'bug' : 'idea')}
              >
                <Item key="idea">I have an idea...</Item>
                <Item key="bug">I want to report a bug...</Item>
              </Picker>
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                placeholder="Optional. So we can follow up."
                {...form.field('email')}
              />
              <TextArea
                label="Feedback"
                placeholder="What's on your mind?"
                isRequired
                {...form.field('feedback')}
              />
            </Form>
          </Content>
          <ButtonGroup>
            <Button variant="secondary" onPress={cancel}>
              Cancel
            </Button>
            <Button
              variant="accent"
              type="submit"
              form="feedback-form"
              isPending={form.isSubmitting}
            >
              Send
            </Button>
          </ButtonGroup>
        </Dialog>
      )}
    </DialogContainer>
  );
}
