import { useEffect, useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { useTranslation } from 'react-i18next';
import { BusyButton } from './busy-button.js';
import { PHOTO_JPEG_QUALITY } from '@bgc/shared';
import { UploadProgressPanel } from './upload-progress/upload-progress-panel.js';

/**
 * Image crop dialog (FILE-008, FILE-005, FILE-006): shows the picked image under a crop
 * frame of a fixed aspect ratio, with drag, arrow keys and a zoom slider. 'Crop' draws the
 * framed part on a canvas at the output size and hands a JPEG Blob to `onCrop`; 'Cancel'
 * (or Escape) discards it. Used for the avatar (1:1, 150×150) and the cover (3.56, ≤ 1920 wide).
 */

/** Output of a crop: a fixed size (avatar 150×150) or the crop's own size capped in width (cover). */
export type CropOutput =
  { kind: 'fixed'; width: number; height: number } | { kind: 'maxWidth'; maxWidth: number };

/** Size in px of the canvas a crop of `area` (image px) is drawn on. */
export function cropOutputSize(area: Area, output: CropOutput): { width: number; height: number } {
  if (output.kind === 'fixed') return { width: output.width, height: output.height };
  const width = Math.max(1, Math.min(Math.round(area.width), output.maxWidth));
  const height = Math.max(1, Math.round((width * area.height) / Math.max(1, area.width)));
  return { width, height };
}

export { imageFileProblem } from './image-file-problem.js';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/** Draws `area` of the image at `src` on a canvas of the output size; resolves a JPEG Blob. */
async function cropImage(src: string, area: Area, output: CropOutput): Promise<Blob> {
  const image = await loadImage(src);
  const size = cropOutputSize(area, output);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.fillStyle = '#ffffff'; // JPEG has no transparency
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      'image/jpeg',
      PHOTO_JPEG_QUALITY,
    );
  });
}

export interface ImageCropDialogProps {
  /** The picked image; the dialog is open while it is not null. */
  file: File | null;
  /** Width / height of the crop frame (1 for the avatar, 3.56 for the cover). */
  aspect: number;
  output: CropOutput;
  /** Dialog title, already translated. */
  title: string;
  /** A round frame for avatars (the output stays square). */
  cropShape?: 'rect' | 'round';
  /** Closes without a result ('Cancel', Escape, click outside). */
  onCancel: () => void;
  /** Receives the cropped JPEG; the dialog shows a spinner until it settles. */
  onCrop: (image: Blob) => Promise<void>;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;

function CropBody({
  file,
  aspect,
  output,
  title,
  cropShape = 'rect',
  onCancel,
  onCrop,
  titleId,
}: ImageCropDialogProps & { file: File; titleId: string }) {
  const { t } = useTranslation('profile');
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // a file named like an image that the browser cannot decode says so
  const [unreadable, setUnreadable] = useState(false);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    let live = true;
    setSrc(url);
    setUnreadable(false);
    loadImage(url).catch(() => {
      if (live) setUnreadable(true);
    });
    return () => {
      live = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);

  const apply = async () => {
    if (!src || !area) return;
    setBusy(true);
    setFailed(false);
    try {
      await onCrop(await cropImage(src, area, output));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            position: 'relative',
            height: { xs: 300, sm: 380 },
            bgcolor: '#1c2421',
            borderRadius: 2,
            overflow: 'hidden',
          }}
        >
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              aspect={aspect}
              cropShape={cropShape}
              showGrid={cropShape === 'rect'}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{ alt: '' }}
              cropperProps={{ 'aria-label': t('crop.area') }}
            />
          )}
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2, px: 1 }}>
          <ZoomOutIcon color="action" aria-hidden />
          <Slider
            value={zoom}
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.05}
            onChange={(_, value) => setZoom(value)}
            aria-label={t('crop.zoom')}
            getAriaValueText={(value) => `${Math.round(value * 100)} %`}
          />
          <ZoomInIcon color="action" aria-hidden />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, px: 1 }}>
          {t('crop.hint')}
        </Typography>
        {unreadable && (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1, px: 1 }}>
            {t('images.notImage')}
          </Typography>
        )}
        {failed && (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1, px: 1 }}>
            {t('crop.failed')}
          </Typography>
        )}
      </DialogContent>
      <UploadProgressPanel variant="inline" />
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} color="inherit" disabled={busy}>
          {t('crop.cancel')}
        </Button>
        <BusyButton onClick={() => void apply()} busy={busy} disabled={!area || unreadable}>
          {t('crop.apply')}
        </BusyButton>
      </DialogActions>
    </>
  );
}

/** See the module comment. Open while `file` is set; the crop state restarts for each file. */
export function ImageCropDialog(props: ImageCropDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { file } = props;
  return (
    <Dialog
      open={file !== null}
      onClose={props.onCancel}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      {file && (
        <CropBody
          key={`${file.name}-${file.size}-${file.lastModified}`}
          {...props}
          file={file}
          titleId={titleId}
        />
      )}
    </Dialog>
  );
}
