import { Suspense, useId, useState } from 'react';
import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGE_LABELS, isUiLanguage, type UiLanguage } from '@bgc/shared';
import { chooseLanguage } from '../../i18n/index.js';
import { lazyWithPreload } from '../../components/lazy-with-preload.js';

const Menu = lazyWithPreload(
  () => import('./language-menu.js'),
  (m) => m.LanguageMenu,
);

export interface LanguageSwitcherProps {
  /** 'header': compact button on the dark bar; 'drawer': full-width outlined button. */
  variant?: 'header' | 'drawer';
}

/**
 * I18N-001 / I18N-004: picks one of the six UI languages (native labels) with
 * `chooseLanguage`, which switches the UI and stores the choice. The menu itself
 * loads on demand.
 */
export function LanguageSwitcher({ variant = 'header' }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current: UiLanguage = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  const pick = (lang: UiLanguage) => {
    setAnchor(null);
    void chooseLanguage(lang);
  };

  return (
    <>
      <Button
        color="inherit"
        variant={variant === 'drawer' ? 'outlined' : 'text'}
        fullWidth={variant === 'drawer'}
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon />}
        aria-label={t('language.button', {
          code: current.toUpperCase(),
          language: UI_LANGUAGE_LABELS[current],
        })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={() => void Menu.preload()}
        onFocus={() => void Menu.preload()}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          whiteSpace: 'nowrap',
          justifyContent: variant === 'drawer' ? 'flex-start' : 'center',
          minWidth: 0,
        }}
      >
        {variant === 'drawer' ? UI_LANGUAGE_LABELS[current] : current.toUpperCase()}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <Menu.Component
            id={menuId}
            anchor={anchor}
            current={current}
            onClose={() => setAnchor(null)}
            onPick={pick}
          />
        </Suspense>
      )}
    </>
  );
}
