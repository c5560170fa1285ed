import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import { UI_LANGUAGES, UI_LANGUAGE_LABELS, type UiLanguage } from '@bgc/shared';

export interface LanguageMenuProps {
  id: string;
  anchor: HTMLElement;
  current: UiLanguage;
  onClose: () => void;
  onPick: (lang: UiLanguage) => void;
}

/** I18N-001: the six UI languages with their native labels (each marked with its `lang`). */
export function LanguageMenu({ id, anchor, current, onClose, onPick }: LanguageMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {UI_LANGUAGES.map((lang) => (
        <MenuItem key={lang} selected={lang === current} onClick={() => onPick(lang)} lang={lang}>
          <ListItemIcon>{lang === current && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{UI_LANGUAGE_LABELS[lang]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
