import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COURSE_KINDS, type CourseDetail, type CourseKind } from '@bgc/shared';
import { useConfirm } from '../../components/confirm-dialog/confirm-dialog-context.js';
import { useToast } from '../../components/toast.js';
import { api } from '../../lib/api-client.js';
import { CourseRemovalDialog } from '../../components/course-removal-dialog.js';
import { apiErrorText } from '../../lib/error-text.js';

/**
 * RANK-018, 17.4, 11.5 on the course page, for site administrators only: correct
 * what the row is (kind), remove it from the rankings or put it back, merge it into another
 * course. Every action is logged and listed on the course corrections page. The Timeline tab
 * loads it (lazily) for administrators only.
 */
export function CourseCorrectionPanel({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('corrections');
  const toast = useToast();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<CourseKind>(course.kind);
  const [removing, setRemoving] = useState(false);
  const [intoId, setIntoId] = useState('');
  const done = (message: string) => {
    toast.success(message);
    void queryClient.invalidateQueries();
  };
  const fail = (error: unknown) => toast.error(apiErrorText(error));
  const saveKind = useMutation({
    mutationFn: () => api.put(`/admin/courses/${course.id}/kind`, { body: { kind } }),
    onSuccess: () => done(t('saved')),
    onError: fail,
  });
  const restore = useMutation({
    mutationFn: () => api.delete(`/admin/courses/${course.id}/removal`),
    onSuccess: () => done(t('restored', { name: course.name })),
    onError: fail,
  });
  const merge = useMutation({
    mutationFn: (target: number) =>
      api.post(`/admin/courses/${course.id}/merge`, { body: { intoId: target } }),
    onSuccess: () => done(t('panel.merged')),
    onError: fail,
  });
  const onMerge = async () => {
    const target = Number(intoId);
    if (!Number.isInteger(target) || target <= 0) return;
    const ok = await confirm({
      title: t('panel.merge'),
      message: t('panel.mergeConfirm', { name: course.name, id: target }),
      confirmText: t('panel.merge'),
    });
    if (ok) merge.mutate(target);
  };
  return (
    <Card
      component="section"
      aria-labelledby="course-correction-title"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Typography id="course-correction-title" component="h2" variant="h3" sx={{ mb: 1.5 }}>
        {t('panel.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('panel.kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as CourseKind)}
          sx={{ minWidth: 200 }}
        >
          {COURSE_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`kind.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={kind === course.kind || saveKind.isPending}
          onClick={() => saveKind.mutate()}
        >
          {t('panel.save')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mt: 2 }}>
        {course.removed ? (
          <Button variant="outlined" onClick={() => restore.mutate()} disabled={restore.isPending}>
            {t('panel.restoreButton')}
          </Button>
        ) : (
          <Button variant="outlined" color="error" onClick={() => setRemoving(true)}>
            {t('panel.removeButton')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mt: 2 }}>
        <TextField
          size="small"
          label={t('panel.mergeInto')}
          value={intoId}
          onChange={(e) => setIntoId(e.target.value.replace(/\D/g, '').slice(0, 9))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ minWidth: 200 }}
        />
        <Button
          variant="outlined"
          disabled={!intoId || merge.isPending}
          onClick={() => void onMerge()}
        >
          {t('panel.merge')}
        </Button>
      </Box>
      {removing && <CourseRemovalDialog course={course} open onClose={() => setRemoving(false)} />}
    </Card>
  );
}
