import './switch-track.css';

/**
 * The drawn on/off track of a `role="switch"` button (issue 13: a theme button that only ever said "Dark theme" read
 * the same in both themes). The button keeps its fixed name and `aria-checked`; this shows the state to the eye.
 */
export function SwitchTrack({ isOn }: { isOn: boolean }) {
  return <span className={`switch-track${isOn ? ' switch-track--on' : ''}`} aria-hidden="true" />;
}
