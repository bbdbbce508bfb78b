import { useCallback, useEffect, useState } from 'react';
import { useStaffSession } from '../staff-session.ts';
import { createBeeper } from './beeper.ts';

/**
 * The new-order chime. Browsers only let a page play sound after a user gesture, so the wish is kept
 * (localStorage) and, after a reload, the first tap or key press anywhere turns the sound back on.
 */
export function useSound() {
  const [beeper] = useState(createBeeper);
  const wanted = useStaffSession((session) => session.soundWanted);
  const setWanted = useStaffSession((session) => session.setSoundWanted);
  const [unlocked, setUnlocked] = useState(false);

  useEffect(() => {
    if (!wanted || unlocked) return;
    const unlock = () => void beeper.unlock().then(setUnlocked);
    document.addEventListener('pointerdown', unlock, { once: true });
    document.addEventListener('keydown', unlock, { once: true });
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, [beeper, wanted, unlocked]);

  const toggle = useCallback(async () => {
    if (wanted && unlocked) {
      setWanted(false);
      return;
    }
    const ok = await beeper.unlock();
    setUnlocked(ok);
    setWanted(true);
    // A chime at once tells the staff member the sound works and how loud it is.
    beeper.beep();
  }, [beeper, setWanted, unlocked, wanted]);

  const play = useCallback(() => {
    if (useStaffSession.getState().soundWanted) beeper.beep();
  }, [beeper]);

  const alarm = useCallback(() => {
    if (useStaffSession.getState().soundWanted) beeper.alarm();
  }, [beeper]);

  return { on: wanted && unlocked, toggle, play, alarm };
}
