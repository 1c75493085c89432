import { Form, type FormProps } from 'antd';
import { type ReactNode, useLayoutEffect } from 'react';
import { FailureAlert } from './failure-alert';
import type { EditorFormState } from './use-editor-form';
import './editor.css';

export interface EditorFormProps<Values> extends Omit<FormProps<Values>, 'form' | 'initialValues' | 'children'> {
  editor: EditorFormState<Values>;
  /** What the form starts from; a later change of it is not a change the user made. */
  initialValues: Values;
  children: ReactNode;
  /** The "Not saved" alert under the fields; false where the editor shows it elsewhere. */
  failureAlert?: boolean;
  /** A hidden submit button, so Enter in a field saves (dialogs, whose Save button is outside the form). */
  submitOnEnter?: boolean;
}

/**
 * antd's Form as every editor uses it: vertical, saving through the editor's call, forgetting the
 * last refusal as soon as something is typed, and remembering what it started from.
 */
export function EditorForm<Values>({
  editor,
  initialValues,
  children,
  failureAlert = true,
  submitOnEnter = true,
  ...props
}: EditorFormProps<Values>) {
  const { startFrom } = editor;
  // Only the first values count: the form keeps what was typed when its record is read again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form appears
  useLayoutEffect(() => startFrom(initialValues), [startFrom]);
  return (
    <Form<Values>
      form={editor.form}
      layout="vertical"
      initialValues={initialValues as FormProps<Values>['initialValues']}
      onFinish={editor.submit}
      onValuesChange={editor.clearFailure}
      {...props}
    >
      {children}
      {failureAlert ? <FailureAlert failure={editor.failure} /> : null}
      {submitOnEnter ? <button type="submit" hidden aria-hidden="true" tabIndex={-1} /> : null}
    </Form>
  );
}
