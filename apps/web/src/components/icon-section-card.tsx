import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

/**
 * A course page's side card: a `<section>` titled by an icon and an h2 (`titleId` labels it),
 * a short intro line, then `children` (the championship history, the club's other courses).
 */
export function IconSectionCard(props: {
  titleId: string;
  testId: string;
  icon: ReactNode;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      aria-labelledby={props.titleId}
      data-testid={props.testId}
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        {props.icon}
        <Typography id={props.titleId} component="h2" variant="h3">
          {props.title}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {props.intro}
      </Typography>
      {props.children}
    </Card>
  );
}
