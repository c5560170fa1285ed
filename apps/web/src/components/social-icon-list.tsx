import type { ReactElement } from 'react';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';

/** One icon of a `SocialIconList`: the page it opens, its accessible name and its icon. */
export interface SocialIconLink {
  /** React key (the network's name). */
  key: string;
  url: string;
  label: string;
  icon: ReactElement;
}

/**
 * A row of social icons as a list (`ul`, named by `label` when given) of icon buttons each
 * opening its page in a new tab (`noopener noreferrer`), named by the link's label and, with
 * `withTitle`, showing it as the native hover title. `spacing` is in theme units; `buttonProps`
 * style every button. Used by the footer's social links and the course page's icons.
 */
export function SocialIconList({
  links,
  spacing,
  label,
  withTitle = false,
  buttonProps,
}: {
  links: readonly SocialIconLink[];
  spacing: number;
  label?: string;
  withTitle?: boolean;
  buttonProps?: Pick<IconButtonProps, 'color' | 'size' | 'sx'>;
}) {
  return (
    <Stack
      direction="row"
      spacing={spacing}
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {links.map((link) => (
        <li key={link.key}>
          <IconButton
            component="a"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.label}
            title={withTitle ? link.label : undefined}
            {...buttonProps}
          >
            {link.icon}
          </IconButton>
        </li>
      ))}
    </Stack>
  );
}
