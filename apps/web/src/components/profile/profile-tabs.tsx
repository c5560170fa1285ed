import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { wrappingTabsSx } from '../../lib/wrapping-tabs.js';
import { useSearchParams } from 'react-router';

export interface ProfileTabItem<Id extends string> {
  id: Id;
  label: string;
  /** Rendered only while its tab is selected. */
  panel: () => ReactNode;
}

/**
 * The selected tab, kept in the `tab` query parameter so a tab can be linked and survives a
 * reload; an unknown or missing value gives the first tab. Changing it replaces the history
 * entry (tabs are not pages).
 */
export function useTabParam<Id extends string>(ids: readonly Id[]): [Id, (id: Id) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const current = ids.find((id) => id === raw) ?? ids[0]!;
  const select = (id: Id) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === ids[0]) next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [current, select];
}

/**
 * Profile tabs (PROF-007, PROF-030): an accessible tab list (arrow keys move between tabs,
 * each tab controls its panel), scrollable on narrow screens, and the selected panel.
 */
export function ProfileTabs<Id extends string>({
  idPrefix,
  label,
  items,
  value,
  onChange,
}: {
  idPrefix: string;
  label: string;
  items: ReadonlyArray<ProfileTabItem<Id>>;
  value: Id;
  onChange: (id: Id) => void;
}) {
  const selected = items.find((item) => item.id === value) ?? items[0];
  return (
    <>
      <Card sx={{ mb: 2, px: { xs: 0, sm: 1 } }}>
        <Tabs
          value={selected?.id ?? false}
          onChange={(_, id: Id) => onChange(id)}
          aria-label={label}
          variant="scrollable"
          scrollButtons="auto"
          sx={wrappingTabsSx}
        >
          {items.map((item) => (
            <Tab
              key={item.id}
              value={item.id}
              label={item.label}
              id={`${idPrefix}-tab-${item.id}`}
              aria-controls={`${idPrefix}-panel-${item.id}`}
              sx={{ fontWeight: 700, minHeight: 52, minWidth: 0, px: { xs: 1.75, sm: 2.5 } }}
            />
          ))}
        </Tabs>
      </Card>
      {selected && (
        <Box
          role="tabpanel"
          id={`${idPrefix}-panel-${selected.id}`}
          aria-labelledby={`${idPrefix}-tab-${selected.id}`}
        >
          {selected.panel()}
        </Box>
      )}
    </>
  );
}
