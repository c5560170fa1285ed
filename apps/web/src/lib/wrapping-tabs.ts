/**
 * on a phone (< 600 px) a short row of tabs wraps onto a second line instead
 * of scrolling with its last tab cut ('Subscri…'); the selected tab is marked by its own
 * underline, since the sliding indicator cannot follow a wrapped row. From 600 px the tabs
 * scroll as usual. Give it to a `<Tabs variant="scrollable">` as `sx`.
 */
export const wrappingTabsSx = {
  '@media (max-width: 599.95px)': {
    '& .MuiTabs-scroller': { overflow: 'visible !important' },
    '& .MuiTabs-flexContainer': { flexWrap: 'wrap' },
    '& .MuiTabs-scrollButtons': { display: 'none' },
    '& .MuiTabs-indicator': { display: 'none' },
    '& .MuiTab-root.Mui-selected': { boxShadow: 'inset 0 -2px 0 currentColor' },
  },
} as const;
