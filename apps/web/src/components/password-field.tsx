import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A password text field with a show/hide toggle (AUTH-014, INPUT-012). The toggle is a
 * button labelled 'Show password' or 'Hide password' by state; it keeps the
 * caret in the field. Every other prop goes to MUI's `TextField`.
 */
export function PasswordField({ slotProps, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const inputSlot = typeof slotProps?.input === 'object' ? slotProps.input : {};
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          ...inputSlot,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('field.hidePassword') : t('field.showPassword')}
                edge="end"
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
