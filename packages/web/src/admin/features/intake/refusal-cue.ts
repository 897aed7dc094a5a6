/**
 * The intake desk's sounds, made with the Web Audio API (no audio file to load): a warehouse is noisy
 * and the operator's eyes are on the parcel, so a refusal buzzes twice, low and harsh, and a parcel
 * received gives one short, quiet high tone. A browser without audio (or one that refuses it) stays
 * silent: the red state on screen says the same.
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  // Created or resumed inside the operator's keypress (a scan's Enter), as browsers require.
  if (context.state === 'suspended') void context.resume();
  return context;
}

function tone(
  ctx: AudioContext,
  at: number,
  { hz, seconds, wave, volume }: { hz: number; seconds: number; wave: OscillatorType; volume: number },
) {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = wave;
  oscillator.frequency.value = hz;
  gain.gain.setValueAtTime(volume, at);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(at);
  oscillator.stop(at + seconds);
}

function play(tones: { after: number; hz: number; seconds: number; wave: OscillatorType; volume: number }[]) {
  try {
    const ctx = audio();
    if (!ctx) return;
    for (const { after, ...rest } of tones) tone(ctx, ctx.currentTime + after, rest);
  } catch {
    // No sound is no reason to stop the desk.
  }
}

/** Refused: two short low buzzes. */
export const refusalBeep = () =>
  play([
    { after: 0, hz: 220, seconds: 0.18, wave: 'square', volume: 0.3 },
    { after: 0.24, hz: 220, seconds: 0.18, wave: 'square', volume: 0.3 },
  ]);

/** Received: one soft high tone. */
export const receivedChime = () => play([{ after: 0, hz: 880, seconds: 0.12, wave: 'sine', volume: 0.08 }]);
