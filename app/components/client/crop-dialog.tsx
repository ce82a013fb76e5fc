import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { cropToJpeg } from '../../lib/profile-image.ts';
import { buttonClasses } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';

const primaryButton = buttonClasses.primary;
const secondaryButton = buttonClasses.outline;

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;

/**
 * The square crop of a new profile picture (docs/product.md#client-account-area): drag to place, zoom 1 to 3, 'Cancel' or
 * 'Crop & Save' — the crop becomes a JPEG of at most 512 px and 1 MB (app/lib/profile-image.ts).
 */
export default function CropDialog({ src, onCancel, onCropped }: { src: string; onCancel: () => void; onCropped: (jpeg: Blob) => void }) {
  const { t, i18n } = useLingui();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const zoomId = useId();

  async function save() {
    if (!area) return;
    setBusy(true);
    setError('');
    try {
      onCropped(await cropToJpeg(src, area));
    } catch (err) {
      console.error('Crop failed', err);
      // profile-image.ts words its reason in English: a Hindi page reads the general sentence instead.
      setError(i18n.locale === 'en' && err instanceof Error ? err.message : t`The picture could not be cropped.`);
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onCancel} title={t`Crop picture`} subtitle={t`Drag the picture and zoom until the square shows what you want.`}>
      <div className="relative h-72 w-full overflow-hidden rounded-lg bg-slate-900 sm:h-80" data-testid="cropper">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={1}
          showGrid
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
        />
      </div>
      <div className="mt-4 flex items-center gap-3">
        <label htmlFor={zoomId} className="text-sm font-medium">
          <Trans>Zoom</Trans>
        </label>
        <input
          id={zoomId}
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.1}
          value={zoom}
          onChange={(e) => setZoom(Number(e.currentTarget.value))}
          className="h-11 flex-1 accent-amber-600"
        />
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-4 grid grid-cols-2 gap-3">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" onClick={save} disabled={!area || busy} className={`${primaryButton} py-2`}>
          <Trans>Crop & Save</Trans>
        </button>
      </div>
    </Dialog>
  );
}
