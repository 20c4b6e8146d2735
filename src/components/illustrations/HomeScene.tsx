import { Scene, useSceneColors, type SceneProps } from './Scene';

/** A house with a heart for a door, a path to it, the sun above. */
export function HomeScene(props: SceneProps) {
  const c = useSceneColors();
  return (
    <Scene {...props}>
      <circle cx="300" cy="92" r="46" fill={c.accentTint} />
      <circle cx="300" cy="92" r="28" fill={c.accent} />
      <path
        d="M82 96q9-9 18 0q9-9 18 0M118 122q7-7 14 0q7-7 14 0"
        fill="none"
        stroke={c.primary}
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <path d="M0 252c70-40 150-36 210-12s130 26 190-6v86H0Z" fill={c.sage} />
      <rect x="302" y="196" width="9" height="52" rx="4" fill={c.primaryDark} />
      <circle cx="306" cy="186" r="28" fill={c.primary} />
      <circle cx="92" cy="218" r="18" fill={c.primary} />
      <rect x="88" y="224" width="8" height="30" rx="4" fill={c.primaryDark} />
      <rect x="228" y="104" width="18" height="40" rx="3" fill={c.primaryDark} />
      <rect
        x="134"
        y="150"
        width="116"
        height="104"
        rx="6"
        fill={c.white}
        stroke={c.primary}
        strokeWidth="6"
      />
      <path
        d="M116 160 192 98l76 62"
        fill="none"
        stroke={c.primaryDark}
        strokeWidth="12"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="150" y="172" width="26" height="26" rx="5" fill={c.accentSoft} />
      <rect x="208" y="172" width="26" height="26" rx="5" fill={c.accentSoft} />
      <path
        d="M192 248s-20-12-20-26a10 10 0 0 1 20-5 10 10 0 0 1 20 5c0 14-20 26-20 26Z"
        fill={c.accent}
      />
      <path d="M170 257c-10 22-56 34-70 70h64c12-30 46-42 46-70Z" fill={c.accentSoft} />
    </Scene>
  );
}
