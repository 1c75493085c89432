import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../stores/session-store';
import { FormAlert } from './controls/form-alert';
import { LockIcon, UserIcon } from './controls/icons';
import { SubmitButton } from './controls/submit-button';
import { TextField } from './controls/text-field';
import { prepareSignedInArea, useSignIn } from './use-sign-in';
import './controls/controls.css';

type FieldName = 'userName' | 'password';
const REQUIRED_KEYS = { userName: 'login.userNameRequired', password: 'login.passwordRequired' } as const;

/**
 * The sign-in form: labelled fields with autocomplete hints, Enter submits, the first empty field
 * has the focus, and a failed sign-in shows the server's message under the form while keeping
 * what was typed.
 */
export function LoginForm({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const rememberedUserName = useSessionStore((s) => s.rememberedUserName);
  const [userName, setUserName] = useState(rememberedUserName);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(Boolean(rememberedUserName));
  // Problems are kept as fields, not texts, so they follow a language change.
  const [missing, setMissing] = useState<FieldName[]>([]);
  const { signIn, pending, failure } = useSignIn(redirect);
  const refs = { userName: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once, when the page opens.
  useEffect(() => {
    (rememberedUserName ? refs.password : refs.userName).current?.focus();
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const empty: FieldName[] = [];
    if (!userName.trim()) empty.push('userName');
    if (!password) empty.push('password');
    setMissing(empty);
    const first = empty[0];
    if (first) {
      refs[first].current?.focus();
      return;
    }
    void signIn({ userName, password, remember });
  }

  const errorOf = (field: FieldName) => (missing.includes(field) ? t(REQUIRED_KEYS[field]) : undefined);
  const edited = (field: FieldName) => {
    setMissing((list) => list.filter((name) => name !== field));
    // Typing says a sign-in is coming: the signed-in pages' code downloads meanwhile.
    void prepareSignedInArea();
  };

  return (
    <form className="wb-login-form" onSubmit={submit} noValidate aria-label={t('login.title')}>
      <TextField
        ref={refs.userName}
        label={t('login.userName')}
        name="userName"
        value={userName}
        onChange={(event) => {
          setUserName(event.target.value);
          edited('userName');
        }}
        error={errorOf('userName')}
        prefix={<UserIcon />}
        placeholder={t('login.userNamePlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={128}
        required
      />
      <TextField
        ref={refs.password}
        label={t('login.password')}
        name="password"
        revealable
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          edited('password');
        }}
        error={errorOf('password')}
        prefix={<LockIcon />}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        maxLength={128}
        required
      />
      <label className="wb-checkbox">
        <input
          type="checkbox"
          name="remember"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <span>{t('login.remember')}</span>
      </label>
      <SubmitButton busy={pending}>{pending ? t('login.submitting') : t('login.submit')}</SubmitButton>
      {failure ? <FormAlert title={t('login.failedTitle')} message={failure} /> : null}
    </form>
  );
}
