import { useSyncExternalStore } from 'react';

/**
 * Game sounds as short WebAudio tones (no sound files). Off by default; the player's choice is kept in
 * localStorage. The audio context starts on the first sound after the player turned sound on (a gesture).
 */
export type Cue = 'click' | 'spin' | 'stop' | 'win' | 'big_win' | 'lose' | 'tick';

const storageKey = 'ficha.games.sound';
const listeners = new Set<() => void>();
let enabled = readStored();
let context: AudioContext | null = null;

function readStored(): boolean {
  try {
    return globalThis.localStorage?.getItem(storageKey) === 'on';
  } catch {
    return false;
  }
}

export function setSoundEnabled(on: boolean): void {
  enabled = on;
  try {
    localStorage.setItem(storageKey, on ? 'on' : 'off');
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
  if (on) play('click');
}

export function useSoundEnabled(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => enabled,
    () => false,
  );
}

/** Each cue: notes as [frequency Hz, start s, length s], and the wave. */
const cues: Record<Cue, { wave: OscillatorType; notes: [number, number, number][] }> = {
  click: { wave: 'square', notes: [[660, 0, 0.04]] },
  tick: { wave: 'square', notes: [[1200, 0, 0.02]] },
  spin: { wave: 'triangle', notes: [[220, 0, 0.08]] },
  stop: { wave: 'triangle', notes: [[330, 0, 0.06]] },
  lose: {
    wave: 'sine',
    notes: [
      [330, 0, 0.12],
      [247, 0.12, 0.18],
    ],
  },
  win: {
    wave: 'triangle',
    notes: [
      [523, 0, 0.1],
      [659, 0.1, 0.1],
      [784, 0.2, 0.18],
    ],
  },
  big_win: {
    wave: 'triangle',
    notes: [
      [523, 0, 0.1],
      [659, 0.1, 0.1],
      [784, 0.2, 0.1],
      [1047, 0.3, 0.35],
    ],
  },
};

export function play(cue: Cue): void {
  if (!enabled || typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const now = context.currentTime;
  for (const [frequency, start, length] of cues[cue].notes) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = cues[cue].wave;
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, now + start);
    gain.gain.exponentialRampToValueAtTime(0.12, now + start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now + start);
    oscillator.stop(now + start + length + 0.02);
  }
}
