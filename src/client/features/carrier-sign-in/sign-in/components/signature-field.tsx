import SignaturePad from 'signature_pad';
import { useEffect, useRef } from 'react';

type Props = {
  /** Called with the PNG data URL after each stroke, or null when cleared. */
  onChange: (dataUrl: string | null) => void;
};

/**
 * A signature pad sized for a finger: the canvas fills its box at the screen's pixel density, and is
 * cleared when the box changes size (a drawing cannot be rescaled without distortion). The PNG has a
 * transparent background, so it stays small (10 to 60 KB).
 */
export function SignatureField({ onChange }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changeRef = useRef(onChange);
  useEffect(() => {
    changeRef.current = onChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { minWidth: 1.2, maxWidth: 3.2, penColor: '#111' });
    padRef.current = pad;
    const emit = () => changeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', emit);

    let size = '';
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const next = `${canvas.offsetWidth}x${canvas.offsetHeight}x${ratio}`;
      if (next === size || canvas.offsetWidth === 0) return;
      size = next;
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      changeRef.current(null);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', emit);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  return (
    <div className="kiosk-signature">
      <div className="kiosk-signature-head">
        <span className="kiosk-label">Signature</span>
        <button type="button" className="kiosk-button kiosk-button-quiet" onClick={clear}>
          Clear signature
        </button>
      </div>
      <canvas
        ref={canvasRef}
        className="kiosk-signature-canvas"
        role="img"
        aria-label="Signature pad: sign here with your finger"
      />
      <p className="kiosk-hint">Sign above with your finger</p>
    </div>
  );
}
