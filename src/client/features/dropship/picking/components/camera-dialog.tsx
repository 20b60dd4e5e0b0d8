import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@client/components/dialog';
import { barcodeDetector } from '../lib/barcode-detector';

/** How often a frame is read (a tablet's CPU is shared with the page). */
const READ_EVERY_MS = 200;

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError') return 'The camera is blocked: allow it in the browser to scan with it.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'This device has no camera.';
  return 'The camera could not be started. Use the scanner or confirm by tap.';
}

/**
 * Scans with the tablet's back camera: the first barcode read is handed over as a scan (the same
 * path a hardware scanner takes) and the dialog closes. The reader (native or polyfill) is loaded
 * when the dialog opens.
 */
export function CameraDialog({
  isOpen,
  onClose,
  onScan,
}: {
  isOpen: boolean;
  onClose: () => void;
  onScan: (value: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState('Starting the camera…');

  useEffect(() => {
    if (!isOpen) return;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('', 'NotFoundError');
      const [media, detector] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        barcodeDetector(),
      ]);
      stream = media;
      if (stopped || !video.current) return;
      video.current.srcObject = media;
      await video.current.play();
      setStatus('Point the camera at the barcode.');
      const read = async () => {
        if (stopped || !video.current) return;
        const found = await detector.detect(video.current).catch(() => []);
        const value = found[0]?.rawValue;
        if (value) {
          stopped = true;
          onScan(value);
          onClose();
          return;
        }
        timer = window.setTimeout(() => void read(), READ_EVERY_MS);
      };
      void read();
    };
    start().catch((error: unknown) => setStatus(cameraProblem(error)));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [isOpen, onScan, onClose]);

  return (
    <Dialog title="Scan with camera" isOpen={isOpen} onClose={onClose} closeLabel="Close" footer={null}>
      <video ref={video} className="pick-camera" muted playsInline aria-label="Camera view" />
      <p role="status">{status}</p>
    </Dialog>
  );
}
