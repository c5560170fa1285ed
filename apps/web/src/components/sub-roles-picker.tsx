import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { MEMBER_SUB_ROLE_IDS, SUB_ROLES } from '@bgc/shared';

/** A sub-role a member may choose (1 Coach, 2 Golfer, 3 Vlogger). */
export type SubRoleId = (typeof MEMBER_SUB_ROLE_IDS)[number];

export interface SubRolesPickerProps {
  /** The chosen sub-role ids, ascending. */
  value: readonly SubRoleId[];
  onChange: (ids: SubRoleId[]) => void;
  /** Ref of the first checkbox (Coach), so that a failed submit can focus the group. */
  inputRef?: Ref<HTMLInputElement>;
  /** Id of the group's label (unique on the page). */
  labelId: string;
  label: string;
  /** The checkbox label of each sub-role ('I'm a Coach', …). */
  optionLabel: (id: SubRoleId) => string;
}

/**
 * The sub-role checkboxes of registration step 2 (AUTH-027) and of the profile's
 * 'Information' section (PROF-015): one checkbox a member sub-role, the chosen ids kept sorted.
 */
export function SubRolesPicker({
  value,
  onChange,
  inputRef,
  labelId,
  label,
  optionLabel,
}: SubRolesPickerProps) {
  const toggle = (id: SubRoleId, on: boolean) =>
    onChange(on ? [...value, id].sort() : value.filter((v) => v !== id));
  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} sx={{ fontSize: 14 }}>
        {label}
      </FormLabel>
      <FormGroup row sx={{ columnGap: 1 }}>
        {MEMBER_SUB_ROLE_IDS.map((id) => (
          <FormControlLabel
            key={id}
            label={optionLabel(id)}
            control={
              <Checkbox
                checked={value.includes(id)}
                onChange={(event) => toggle(id, event.target.checked)}
                inputRef={id === SUB_ROLES.Coach ? inputRef : undefined}
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
