import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGE_LABELS, isUiLanguage, type UiLanguage } from '@bgc/shared';
import { chooseLanguage } from '../../i18n/index.js';
import { AnchoredPopupSlot, useAnchoredPopup } from '../../components/anchored-popup.js';
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
  const popup = useAnchoredPopup({ preload: () => void Menu.preload() });
  const current: UiLanguage = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  const pick = (lang: UiLanguage) => {
    popup.close();
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
        {...popup.buttonProps}
        sx={{
          whiteSpace: 'nowrap',
          justifyContent: variant === 'drawer' ? 'flex-start' : 'center',
          minWidth: 0,
        }}
      >
        {variant === 'drawer' ? UI_LANGUAGE_LABELS[current] : current.toUpperCase()}
      </Button>
      <AnchoredPopupSlot popup={popup}>
        {(props) => <Menu.Component {...props} current={current} onPick={pick} />}
      </AnchoredPopupSlot>
    </>
  );
}
