import { useMutation } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { translate } from '../../../../i18n/translate';
import { showSuccessNotice } from '../../../../ui/notices';
import { showServerErrors } from '../server-field-errors';
import { confirmDiscard } from './confirm-discard';
import { valuesDiffer } from './form-changed';

/** Why a save was refused, as the editor's alert shows it. */
export interface EditorFailure {
  /** The server's message (or the portal's words for a failure without an answer). */
  message: string;
  /** Problems of things that have no field of their own (a role's grants), listed in the alert. */
  details?: readonly string[];
}

export interface EditorFormOptions<Values, Saved> {
  /** Sends what the form holds; the form keeps everything typed while it runs and after a refusal. */
  save(values: Values): Promise<Saved>;
  /** After a successful save: refresh what shows the record, close, or go on. */
  onSaved(saved: Saved): void;
  /** The success notice: "Saved." unless given; false when the caller says something itself. */
  savedNotice?: false | ((saved: Saved) => string);
  /**
   * Places a refusal where the user can act on it. By default the server's field problems go under
   * the fields they name (showServerErrors) and its message into the alert.
   */
  presentFailure?(form: FormInstance<Values>, error: unknown): EditorFailure;
  /** Whether something kept outside the form (a role's grants and members) was changed. */
  changedOutside?(): boolean;
}

export interface EditorFormState<Values> {
  form: FormInstance<Values>;
  failure: EditorFailure | null;
  saving: boolean;
  /** Saves (once at a time); EditorForm calls it with the checked values. */
  submit(values: Values): void;
  clearFailure(): void;
  /** Remembers what the form started from (EditorForm does it), to tell later what changed. */
  startFrom(values: Values): void;
  /** Whether anything differs from what the editor started with. */
  changed(): boolean;
  /** Closes at once when nothing was changed; otherwise asks "Discard changes?" first. */
  requestClose(close: () => void): void;
}

/**
 * The state every administration editor shares: its antd form, the save call with its notice, the
 * refusal kept beside the fields (and nothing typed lost), and the question before unsaved changes
 * are thrown away.
 */
export function useEditorForm<Values, Saved = unknown>(
  options: EditorFormOptions<Values, Saved>,
): EditorFormState<Values> {
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<EditorFailure | null>(null);
  const initial = useRef<{ values: Values } | null>(null);
  const asking = useRef(false);
  // The options are read when called, so callers may pass a new object every render.
  const latest = useRef(options);
  latest.current = options;

  const mutation = useMutation({
    mutationFn: (values: Values) => latest.current.save(values),
    onMutate: () => setFailure(null),
    onSuccess(saved) {
      const { savedNotice, onSaved } = latest.current;
      if (savedNotice !== false) void showSuccessNotice(savedNotice ? savedNotice(saved) : translate('admin.saved'));
      onSaved(saved);
    },
    onError(error) {
      const present = latest.current.presentFailure;
      setFailure(present ? present(form, error) : { message: showServerErrors(form, error) });
    },
  });

  const changed = useCallback(() => {
    if (latest.current.changedOutside?.()) return true;
    if (!initial.current) return false;
    return valuesDiffer(initial.current.values, form.getFieldsValue(true));
  }, [form]);

  const { mutate, isPending } = mutation;
  return {
    form,
    failure,
    saving: isPending,
    submit: useCallback(
      (values: Values) => {
        if (!isPending) mutate(values);
      },
      [isPending, mutate],
    ),
    clearFailure: useCallback(() => setFailure(null), []),
    startFrom: useCallback((values: Values) => {
      initial.current = { values };
    }, []),
    changed,
    requestClose: useCallback(
      (close: () => void) => {
        if (!changed()) {
          close();
          return;
        }
        // Escape pressed twice, or Cancel clicked again, asks once.
        if (asking.current) return;
        asking.current = true;
        void confirmDiscard()
          .then((discard) => {
            if (discard) close();
          })
          .finally(() => {
            asking.current = false;
          });
      },
      [changed],
    ),
  };
}
