import { WedgeBurst } from '@workbench/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../controls/form-alert';
import { CardIcon } from '../controls/icons';
import { SubmitButton } from '../controls/submit-button';
import { TextField } from '../controls/text-field';
import { useSignIn } from '../use-sign-in';
import '../controls/controls.css';

/** Longer than any badge number the service takes (the contract's name limit). */
const CARD_NUMBER_MAX = 128;

/**
 * Card sign-in: a badge reader that types like a keyboard signs in wherever the focus is (its
 * burst is told apart from typing by timing: the contracts' WedgeBurst); a card number can also
 * be typed into the field and sent. Failures show under the form, as for passwords; the field keeps what
 * was typed.
 */
export function CardSignInForm({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const [cardNo, setCardNo] = useState('');
  const [missing, setMissing] = useState(false);
  const { signIn, pending, failure } = useSignIn(redirect);
  const field = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  busy.current = pending;

  useEffect(() => {
    const detector = new WedgeBurst();
    const onKey = (event: KeyboardEvent) => {
      // What is typed into the card field is the field's: Enter there sends the form.
      if (event.target === field.current || event.isComposing) return;
      const swiped = detector.key(event.key, event.timeStamp);
      if (swiped === null || busy.current) return;
      event.preventDefault();
      void signIn({ cardNo: swiped });
    };
    // Capturing, so that a swipe's Enter does not also press whatever button has the focus.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [signIn]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const typed = cardNo.trim();
    setMissing(!typed);
    if (!typed) {
      field.current?.focus();
      return;
    }
    void signIn({ cardNo: typed });
  }

  return (
    <form className="wb-login-form" onSubmit={submit} noValidate aria-label={t('login.way.card')}>
      <div className="wb-card-reader" aria-live="polite">
        <span className="wb-card-reader-icon">
          <CardIcon />
        </span>
        <span>{pending ? t('login.card.reading') : t('login.card.hint')}</span>
      </div>
      <TextField
        ref={field}
        label={t('login.card.number')}
        name="cardNo"
        type="password"
        value={cardNo}
        onChange={(event) => {
          setCardNo(event.target.value);
          setMissing(false);
        }}
        error={missing ? t('login.card.numberRequired') : undefined}
        prefix={<CardIcon />}
        placeholder={t('login.card.numberPlaceholder')}
        autoComplete="off"
        maxLength={CARD_NUMBER_MAX}
        required
      />
      <SubmitButton busy={pending}>{pending ? t('login.submitting') : t('login.submit')}</SubmitButton>
      {failure ? <FormAlert title={t('login.failedTitle')} message={failure} /> : null}
    </form>
  );
}
