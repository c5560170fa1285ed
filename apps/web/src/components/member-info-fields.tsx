import {
  Controller,
  useWatch,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SUB_ROLES } from '@bgc/shared';
import { LanguagesSelect } from './languages-select.js';
import { LocationSelect, type LocationValue } from './location-select.js';
import { NameFields } from './name-fields.js';
import { PhoneInput } from './phone-input.js';
import { SubRolesPicker, type SubRoleId } from './sub-roles-picker.js';

/** The fields of a member's information that registration and the profile both edit. */
export interface MemberInfoValues extends FieldValues {
  subRoles?: SubRoleId[];
  firstName: string;
  lastName: string;
  languages: number[];
  phone?: string | null;
  country?: LocationValue['country'];
  state?: LocationValue['state'];
  city?: LocationValue['city'];
}

/** The two screens that show the member information fields. */
export type MemberInfoScreen = 'register' | 'profile';

/** The catalog namespace of each screen's labels. */
const NAMESPACE: Readonly<Record<MemberInfoScreen, string>> = {
  register: 'auth',
  profile: 'profile',
};

/** Catalog keys of the labels on each screen (the sub-role checkboxes: 'I'm a Coach', …). */
const LABEL_KEYS = {
  subRoles: { register: 'register.subRoles', profile: 'information.roles' },
  firstName: { register: 'field.firstName', profile: 'information.firstName' },
  lastName: { register: 'field.lastName', profile: 'information.lastName' },
  languages: { register: 'field.languages', profile: 'information.languages' },
  phone: { register: 'field.phone', profile: 'information.phone' },
  [SUB_ROLES.Coach]: { register: 'register.coach', profile: 'information.coach' },
  [SUB_ROLES.Golfer]: { register: 'register.golfer', profile: 'information.golfer' },
  [SUB_ROLES.Vlogger]: { register: 'register.vlogger', profile: 'information.vlogger' },
} as const satisfies Record<string, Readonly<Record<MemberInfoScreen, string>>>;

export interface MemberInfoFieldsProps<T extends MemberInfoValues, O> {
  /** The react-hook-form form holding the fields (any form whose values include them). */
  form: UseFormReturn<T, unknown, O>;
  /**
   * 'register': labels of the 'auth' catalog, the phone optional and last, the location's
   * messages shown (AUTH-027..031); 'profile': labels of the 'profile' catalog, the phone
   * required right after the names (PROF-015..017).
   */
  screen: MemberInfoScreen;
  /** A validation or server message in the UI language (empty or undefined: none shown). */
  errorText: (message: string | undefined) => string | undefined;
}

/** The path of a shared field in the caller's form `T` (TypeScript cannot prove it for a generic `T`). */
function path<T extends FieldValues>(name: keyof MemberInfoValues & string): Path<T> {
  return name as Path<T>;
}

/**
 * The member information fields of registration step 2 (AUTH-027..031) and of the profile's
 * 'Information' section (PROF-015..019): sub-role checkboxes (ids 1 Coach, 2 Golfer,
 * 3 Vlogger), first and last name (required, ≤ 15), languages (1..3), country, state and city
 * (dependent pickers) and the phone (dial code + digits), bound to `form`. Rendered as
 * siblings, for the caller's `Stack`.
 */
export function MemberInfoFields<T extends MemberInfoValues, O>({
  form,
  screen,
  errorText,
}: MemberInfoFieldsProps<T, O>) {
  const { t } = useTranslation(NAMESPACE[screen]);
  const label = (name: keyof typeof LABEL_KEYS) => t(LABEL_KEYS[name][screen]);
  const profile = screen === 'profile';
  const { control, formState, register, setValue } = form;
  const message = (text: string | undefined) => errorText(text) || undefined;
  const errors = formState.errors as Partial<Record<keyof MemberInfoValues, FieldError>>;
  const [country, state, city] = useWatch({
    control,
    name: [path<T>('country'), path<T>('state'), path<T>('city')],
  }) as Array<LocationValue[keyof LocationValue] | undefined>;
  const nameProps = (name: 'firstName' | 'lastName', label: string) => {
    const { ref, ...rest } = register(path<T>(name));
    const text = message(errors[name]?.message);
    const error = text ? { error: true, helperText: text } : { error: Boolean(errors[name]) };
    return { ...rest, inputRef: ref, ...error, label };
  };

  const phone = (
    <Controller
      control={control}
      name={path<T>('phone')}
      render={({ field, fieldState }) => (
        <PhoneInput
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
          label={label('phone')}
          required={profile}
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error?.message)}
        />
      )}
    />
  );
  const location: LocationValue = {
    country: (country as LocationValue['country'] | undefined) ?? null,
    state: (state as LocationValue['state'] | undefined) ?? null,
    city: (city as LocationValue['city'] | undefined) ?? null,
  };
  const locationErrors = {
    country: message(errors.country?.message),
    state: message(errors.state?.message),
    city: message(errors.city?.message),
  };

  return (
    <>
      <Controller
        control={control}
        name={path<T>('subRoles')}
        render={({ field }) => (
          <SubRolesPicker
            value={(field.value as SubRoleId[] | undefined) ?? []}
            onChange={field.onChange}
            inputRef={field.ref}
            labelId={`${screen}-sub-roles`}
            label={label('subRoles')}
            optionLabel={label}
          />
        )}
      />
      <NameFields
        first={nameProps('firstName', label('firstName'))}
        last={nameProps('lastName', label('lastName'))}
      />
      {profile ? phone : null}
      <Controller
        control={control}
        name={path<T>('languages')}
        render={({ field, fieldState }) => (
          <LanguagesSelect
            value={field.value as number[]}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={label('languages')}
            required
            error={Boolean(fieldState.error)}
            helperText={message(fieldState.error?.message)}
          />
        )}
      />
      <LocationSelect
        value={location}
        onChange={(next) => {
          const options = { shouldDirty: true } as const;
          for (const name of ['country', 'state', 'city'] as const) {
            setValue(path<T>(name), next[name] as PathValue<T, Path<T>>, options);
          }
        }}
        errors={profile ? undefined : locationErrors}
      />
      {profile ? null : phone}
    </>
  );
}
