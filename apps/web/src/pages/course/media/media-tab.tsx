import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import VideoCallOutlinedIcon from '@mui/icons-material/VideoCallOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PostType, type CourseDetail } from '@bgc/shared';
import { useRequireLogin } from '../../../components/confirm-dialog/use-require-login.js';
import { PostDialog } from '../../../components/post-dialog/post-dialog.js';
import { coursePostRef } from '../../../components/post-list/post-queries.js';
import { spreadRowSx } from '../../../lib/spread-row.js';
import { AddPhotosDialog } from './add-photos-dialog.js';
import { AddVideoDialog } from './add-video-dialog.js';
import { PhotosPanel } from './photos-panel.js';
import { VideosPanel } from './videos-panel.js';

type SubTab = 'photos' | 'videos';

/** Location state asking the tab to open on a sub-tab (set when the viewer closes on a video). */
export interface MediaTabLocationState {
  mediaTab?: SubTab;
}

function initialSubTab(state: unknown): SubTab {
  return (state as MediaTabLocationState | null)?.mediaTab === 'videos' ? 'videos' : 'photos';
}

/**
 * Course 'Photos & Videos' tab (COURSE-036..040): sub-tabs 'Photos' (two-column grid) and
 * 'Videos' (list), each with its empty state; 'Add photos' and 'Add a video' for signed-in
 * members (visitors get the login warning, SHELL-027); a click on an item opens the
 * full-screen viewer over this tab. 'Post photos' (POST-016/017) opens the
 * post dialog on a type 5 photo post of this course (media only: no language, no text), so
 * the photos reach the course's followers' feeds as well as this grid.
 */
export function MediaTab({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('media');
  const location = useLocation();
  const baseId = useId();
  const [tab, setTab] = useState<SubTab>(() => initialSubTab(location.state));
  const [dialog, setDialog] = useState<'photos' | 'video' | 'post' | null>(null);
  const requireLogin = useRequireLogin();
  const queryClient = useQueryClient();
  const openDialog = async (which: 'photos' | 'video' | 'post') => {
    if (await requireLogin()) setDialog(which);
  };
  /** 'Add photos' / 'Add a video': the contained button opening that upload dialog. */
  const addButton = (which: 'photos' | 'video', icon: ReactNode, label: string) => (
    <Button
      variant="contained"
      disableElevation
      size="small"
      startIcon={icon}
      onClick={() => void openDialog(which)}
    >
      {label}
    </Button>
  );
  const tabId = (value: SubTab) => `${baseId}-${value}-tab`;
  const panelId = (value: SubTab) => `${baseId}-${value}-panel`;

  return (
    <Box>
      <Card
        sx={{
          mb: 2,
          px: { xs: 1, sm: 2 },
          ...spreadRowSx,
          gap: 1,
        }}
      >
        <Tabs
          value={tab}
          onChange={(_, value: SubTab) => setTab(value)}
          aria-label={t('tabs.label')}
        >
          {(['photos', 'videos'] as const).map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`tabs.${value}`)}
              id={tabId(value)}
              aria-controls={panelId(value)}
              sx={{ fontWeight: 700, minWidth: 96 }}
            />
          ))}
        </Tabs>
        <Box sx={{ display: 'flex', gap: 1, py: 1, flexWrap: 'wrap' }}>
          {tab === 'photos' ? (
            <>
              <Button
                variant="outlined"
                size="small"
                startIcon={<PhotoLibraryOutlinedIcon />}
                onClick={() => void openDialog('post')}
              >
                {t('photos.post')}
              </Button>
              {addButton('photos', <AddPhotoAlternateOutlinedIcon />, t('photos.add'))}
            </>
          ) : (
            addButton('video', <VideoCallOutlinedIcon />, t('videos.add'))
          )}
        </Box>
      </Card>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'photos' ? (
          <PhotosPanel courseId={course.id} />
        ) : (
          <VideosPanel courseId={course.id} />
        )}
      </Box>
      <AddPhotosDialog
        courseId={course.id}
        open={dialog === 'photos'}
        onClose={() => setDialog(null)}
      />
      <PostDialog
        open={dialog === 'post'}
        mode="create"
        initialType={PostType.Photo}
        course={coursePostRef(course)}
        onClose={() => setDialog(null)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: ['media-list', course.id] })}
      />
      <AddVideoDialog
        courseId={course.id}
        open={dialog === 'video'}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}
