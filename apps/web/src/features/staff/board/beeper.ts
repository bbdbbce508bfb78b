type AudioContextClass = typeof AudioContext;

/**
 * A short two-tone chime made with the Web Audio API, so no audio file is shipped. Browsers keep an
 * AudioContext silent until the page has had a user gesture, so `unlock` is called from a click.
 */
export function createBeeper() {
  let context: AudioContext | null = null;

  const contextClass = (): AudioContextClass | undefined =>
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;

  return {
    /** Creates or resumes the audio context; call it from a user gesture. Resolves whether sound can play. */
    async unlock(): Promise<boolean> {
      const Context = contextClass();
      if (!Context) return false;
      context ??= new Context();
      if (context.state === 'suspended') await context.resume().catch(() => undefined);
      return context.state === 'running';
    },
    get ready(): boolean {
      return context?.state === 'running';
    },
    /** Plays the chime (about 0.4 s); silent until unlocked. */
    beep(): void {
      if (!context || context.state !== 'running') return;
      const start = context.currentTime + 0.01;
      for (const [offset, frequency] of [
        [0, 880],
        [0.18, 1320],
      ] as const) {
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = 'sine';
        oscillator.frequency.value = frequency;
        // A quick attack and exponential fade avoid the click of a square start and stop.
        gain.gain.setValueAtTime(0.0001, start + offset);
        gain.gain.exponentialRampToValueAtTime(0.35, start + offset + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(start + offset);
        oscillator.stop(start + offset + 0.22);
      }
    },
  };
}

export type Beeper = ReturnType<typeof createBeeper>;
