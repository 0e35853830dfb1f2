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
import { FEEDBACK_TYPE_OPTIONS, type FeedbackInput, FeedbackSchema } from '@guestnet/validators';
import { useState } from 'react';
import type { FeedbackSubmission } from '../../lib/api/shell-calls';
import { bindField } from '../../ui/form/field-binding';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { notify } from '../../ui/snackbar';

const EMPTY: FeedbackInput = { type: 'idea', email: '', feedback: '' };

/** Props of the feedback dialog. */
export interface FeedbackDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Sends the body; the answer is not read (docs/product/calls.md). */
  send: (
    body: Omit<FeedbackSubmission, 'AccessToken' | 'SystemInfo' | 'Location'>,
  ) => Promise<void>;
}

/**
 * `Product Feedback` (docs/product/screens.md, docs/product/validation.md): type (idea by default), optional email, required
 * feedback; persistent, at most 450px wide; resets on Cancel and after Send.
 */
export function FeedbackDialog({ isOpen, onClose, send }: FeedbackDialogProps) {
  // Cancel, and a sent feedback, leave the form empty for next time (docs/product/states.md "Forms"): the
  // next opening is a new form.
  const [opening, setOpening] = useState(0);
  const close = () => {
    setOpening((count) => count + 1);
    onClose();
  };
  return (
    <DialogContainer onDismiss={close} isKeyboardDismissDisabled>
      {isOpen && <FeedbackForm key={opening} send={send} onClose={close} />}
    </DialogContainer>
  );
}

function FeedbackForm({ send, onClose }: Pick<FeedbackDialogProps, 'send' | 'onClose'>) {
  const { form, showErrors, isSubmitting, submit } = useSchemaForm({
    defaultValues: EMPTY,
    schema: FeedbackSchema,
    // The schema's output: the email comes trimmed.
    onSubmit: async (values) => {
      try {
        await send({ FeedbackType: values.type, Email: values.email, Feedback: values.feedback });
      } catch (error) {
        notify(error instanceof Error ? error.message : 'Unknown Error occurred', 'error');
        throw error;
      }
      notify('Thank you for your feedback!', 'success');
    },
  });
  return (
    <Dialog maxWidth="450px" width="95vw">
      <Heading>Product Feedback</Heading>
      <Divider />
      <Content>
        <Form
          id="feedback-form"
          aria-label="Product Feedback"
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            // Refused: the snackbar says why, and every value stays.
            submit().then(
              (sent) => sent && onClose(),
              () => {},
            );
          }}
        >
          <form.Field name="type">
            {(field) => (
              <Picker
                label="Type of Feedback"
                selectedKey={field.state.value}
                onSelectionChange={(key) => field.handleChange(key === 'bug' ? 'bug' : 'idea')}
              >
                {FEEDBACK_TYPE_OPTIONS.map((option) => (
                  <Item key={option.value}>{option.label}</Item>
                ))}
              </Picker>
            )}
          </form.Field>
          <form.Field name="email">
            {(field) => (
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                placeholder="Optional. So we can follow up."
                {...bindField(field, showErrors)}
              />
            )}
          </form.Field>
          <form.Field name="feedback">
            {(field) => (
              <TextArea
                label="Feedback"
                placeholder="What's on your mind?"
                isRequired
                {...bindField(field, showErrors)}
              />
            )}
          </form.Field>
        </Form>
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
        <Button variant="accent" type="submit" form="feedback-form" isPending={isSubmitting}>
          Send
        </Button>
      </ButtonGroup>
    </Dialog>
  );
}
