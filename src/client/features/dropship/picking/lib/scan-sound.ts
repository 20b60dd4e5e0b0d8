/**
 * The picker hears a scan: a short high beep when it is right, a low buzz when it is refused (a
 * warehouse is loud and the picker looks at the shelf, not the screen). WebAudio, no sound files;
 * the context is made on the first scan (a key press or a tap, which browsers require).
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context ??= new window.AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

function tone(frequency: number, seconds: number, type: OscillatorType, volume: number): void {
  const ctx = audio();
  if (!ctx) return;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(volume, ctx.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + seconds);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start();
  oscillator.stop(ctx.currentTime + seconds);
}

export const scanSound = {
  ok: () => tone(1320, 0.09, 'sine', 0.2),
  refused: () => tone(180, 0.45, 'square', 0.3),
};
