type AudioContextClass = typeof AudioContext;

/**
 * A short two-tone chime made with the Web Audio API, so no audio file is shipped. Browsers keep an
 * AudioContext silent until the page has had a user gesture, so `unlock` is called from a click.
 */
export function createBeeper() {
  let context: AudioContext | null = null;

  const contextClass = (): AudioContextClass | undefined =>
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;

  const play = (
    tones: readonly (readonly [number, number])[],
    options: { type: OscillatorType; peak: number } = { type: 'sine', peak: 0.35 },
  ) => {
    if (!context || context.state !== 'running') return;
    const start = context.currentTime + 0.01;
    for (const [offset, frequency] of tones) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = options.type;
      oscillator.frequency.value = frequency;
      // A quick attack and exponential fade avoid the click of a square start and stop.
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(options.peak, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.22);
    }
  };

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
      play([
        [0, 880],
        [0.18, 1320],
      ]);
    },
    /** The louder, longer alarm of an order nobody accepted in time (issue 17): three rising pairs, square wave. */
    alarm(): void {
      play(
        [0, 0.36, 0.72].flatMap((at) => [
          [at, 988],
          [at + 0.16, 1480],
        ]),
        { type: 'square', peak: 0.8 },
      );
    },
  };
}

export type Beeper = ReturnType<typeof createBeeper>;
