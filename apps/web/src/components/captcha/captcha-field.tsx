import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslation } from 'react-i18next';
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/en';
import 'altcha/i18n/fr-fr';
import 'altcha/i18n/vi';
import 'altcha/i18n/it';
import 'altcha/i18n/de';
import 'altcha/i18n/es-es';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type {} from 'altcha/types/react';
import { API_BASE } from '../../lib/api-client.js';
import { useHydrated } from '../../lib/hydration.js';

/**
 * D-11: the proof-of-work worker is bundled by Vite and served from our own origin (no inline
 * script, no blob: URL, no third party), so a strict CSP (`worker-src 'self'`) allows it.
 */
$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** The widget's translation of each UI language. */
const WIDGET_LANGUAGE: Record<string, string> = {
  en: 'en',
  fr: 'fr-fr',
  vi: 'vi',
  it: 'it',
  de: 'de',
  es: 'es-es',
};

/** Fixed options: no third-party footer link, one worker (phones). */
const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true, workers: 2 });

/** The widget's rendered height in px (a 22 px checkbox, 0.75 rem padding, 1 px borders). */
const WIDGET_HEIGHT = 48;

interface WidgetElement extends HTMLElement {
  reset?: () => void;
}

export interface CaptchaFieldProps {
  /** The solved payload to send as `altcha`, or null while unsolved or expired. */
  onChange: (payload: string | null) => void;
  /** Explains why Send is disabled (SVC-022). */
  hint: string;
  /** Input name of the hidden payload field. */
  name?: string;
}

/**
 * SVC-022 / D-11: the self-hosted ALTCHA checkbox. It fetches a signed challenge from
 * GET /api/captcha/challenge, solves it in a worker and reports the payload; an expired
 * solution is reported as null and the widget resets, so Send is disabled again. Mount it
 * with a new `key` to reset it (the pack dialog does on every opening, SVC-019).
 */
export function CaptchaField({ onChange, hint, name = 'altcha' }: CaptchaFieldProps) {
  const { i18n } = useTranslation();
  // the widget fills its element with its own markup as soon as the bundle defines it, before
  // React hydrates a server-rendered page: it is mounted after hydration, into a box of its
  // height, so the hydrated tree matches the server's HTML and nothing moves
  const hydrated = useHydrated();
  const ref = useRef<WidgetElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return undefined;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (detail.state === 'verified' && detail.payload) onChangeRef.current(detail.payload);
      else onChangeRef.current(null);
      if (detail.state === 'expired') widget.reset?.();
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [hydrated]);

  const language = WIDGET_LANGUAGE[i18n.resolvedLanguage ?? 'en'] ?? 'en';
  return (
    <Box sx={{ '--altcha-max-width': '100%' }}>
      <Box sx={{ minHeight: WIDGET_HEIGHT }}>
        {hydrated && (
          <altcha-widget
            ref={ref}
            challenge={`${API_BASE}/captcha/challenge`}
            name={name}
            language={language}
            configuration={WIDGET_CONFIGURATION}
          />
        )}
      </Box>
      <FormHelperText>{hint}</FormHelperText>
    </Box>
  );
}
