import { useState, type FormEvent, type ReactElement } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client.js';
import { apiErrorText } from '../../lib/error-text.js';
import { CaptchaField } from '../../components/captcha/captcha-field.js';
import { useToast } from '../../components/toast.js';
import {
  HoneypotField,
  messageOf,
  serverFieldErrors,
  validate,
  type FieldErrors,
} from './contact-form-utils.js';

/** What a contact form sends: its fields, the captcha token and the honeypot (`website`). */
export type ContactBody<K extends string> = Readonly<Record<K, string>> & {
  altcha: string;
  website: string;
};

/** The state and parts of a captcha-guarded contact form (`useContactForm`). */
export interface ContactForm<K extends string> {
  values: Readonly<Record<K, string>>;
  errors: FieldErrors;
  sending: boolean;
  /** The solved captcha's token; null until solved (Send stays disabled, SVC-019). */
  altcha: string | null;
  /** The setter of one field; it clears the field's message. */
  set: (key: K) => (value: string) => void;
  /** A full-width TextField bound to `key`, with its translated message; `extra` props last. */
  field: (key: K, label: string, extra?: object) => ReactElement;
  /** The hidden honeypot and the captcha widget, for the end of the form. */
  guards: ReactElement;
  /** The form's submit handler: checks, sends, and on failure shows the messages. */
  submit: (event: FormEvent) => Promise<void>;
  /** Empties the form and fetches a new captcha challenge. */
  reset: () => void;
}

/**
 * A contact form of the services screens (pack dialog SVC-018..025, partnership page
 * SVC-027..033): its values start as `empty`; Send checks them with the server's own `schema`
 * (with `extraBody`, the captcha token and the honeypot as `website`) and calls `send` with the
 * body. A refused call puts the server's field messages on the fields, renews a refused
 * captcha ('captcha_required': spent or stale) and toasts the error's text.
 */
export function useContactForm<K extends string>(
  empty: Readonly<Record<K, string>>,
  {
    schema,
    extraBody,
    send,
  }: {
    schema: z.ZodType;
    extraBody?: Readonly<Record<string, string>>;
    send: (body: ContactBody<K>) => Promise<void>;
  },
): ContactForm<K> {
  const { t } = useTranslation('services');
  const toast = useToast();
  const [values, setValues] = useState(empty);
  const [honeypot, setHoneypot] = useState('');
  const [altcha, setAltcha] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  // a refused captcha is spent or stale: a new widget fetches a new challenge
  const [captchaKey, setCaptchaKey] = useState(0);
  const newCaptcha = () => {
    setAltcha(null);
    setCaptchaKey((k) => k + 1);
  };

  const set = (key: K) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!altcha || sending) return;
    const body = { ...values, ...extraBody, altcha, website: honeypot };
    const found = validate(schema, body);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setSending(true);
    try {
      await send(body);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      if (error instanceof ApiError && error.code === 'captcha_required') newCaptcha();
      toast.error(apiErrorText(error));
    } finally {
      setSending(false);
    }
  };

  const field = (key: K, label: string, extra: object = {}) => (
    <TextField
      label={label}
      name={key}
      value={values[key]}
      onChange={(e) => set(key)(e.target.value)}
      error={Boolean(errors[key])}
      helperText={messageOf(t, errors[key])}
      fullWidth
      {...extra}
    />
  );

  const guards = (
    <>
      <HoneypotField value={honeypot} onChange={setHoneypot} label={t('honeypot')} />
      <CaptchaField key={captchaKey} onChange={setAltcha} hint={t('dialog.captchaHint')} />
    </>
  );

  const reset = () => {
    setValues(empty);
    newCaptcha();
  };

  return { values, errors, sending, altcha, set, field, guards, submit, reset };
}

/** The contact forms' Send button: disabled until the captcha is solved and while sending. */
export function ContactSendButton({
  form,
  size,
  children,
}: {
  form: Pick<ContactForm<string>, 'altcha' | 'sending'>;
  size?: 'large';
  children: string;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size={size}
      disableElevation
      disabled={!form.altcha || form.sending}
      startIcon={form.sending ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}
    >
      {children}
    </Button>
  );
}
