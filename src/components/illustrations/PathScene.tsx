import { Scene, useSceneColors, type SceneProps } from './Scene';

/** A winding path through the trees to a small house: the way forward, together. */
export function PathScene(props: SceneProps) {
  const c = useSceneColors();
  return (
    <Scene {...props}>
      <circle cx="96" cy="84" r="26" fill={c.accent} />
      <path d="M0 168c80-30 170-26 230-8s120 16 170-6v166H0Z" fill={c.tint} />
      <path d="M0 214c90-30 170-14 240 4 64 16 120 6 160-10v112H0Z" fill={c.sage} />
      <path
        d="M150 330c-4-48 84-58 96-94 10-30-40-38-20-64"
        fill="none"
        stroke={c.accentSoft}
        strokeWidth="30"
        strokeLinecap="round"
      />
      <path
        d="M150 330c-4-48 84-58 96-94 10-30-40-38-20-64"
        fill="none"
        stroke={c.white}
        strokeWidth="4"
        strokeDasharray="2 16"
        strokeLinecap="round"
      />
      <rect
        x="206"
        y="124"
        width="48"
        height="40"
        rx="4"
        fill={c.white}
        stroke={c.primary}
        strokeWidth="5"
      />
      <path
        d="M198 130 230 104l32 26"
        fill="none"
        stroke={c.primaryDark}
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M230 162s-9-5-9-11a4.5 4.5 0 0 1 9-2 4.5 4.5 0 0 1 9 2c0 6-9 11-9 11Z"
        fill={c.accent}
      />
      <rect x="86" y="208" width="8" height="40" rx="4" fill={c.primaryDark} />
      <circle cx="90" cy="196" r="24" fill={c.primary} />
      <rect x="318" y="196" width="8" height="36" rx="4" fill={c.primaryDark} />
      <circle cx="322" cy="186" r="20" fill={c.primary} />
      <circle cx="292" cy="252" r="14" fill={c.primary} />
    </Scene>
  );
}
