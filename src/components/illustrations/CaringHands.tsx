import { Scene, useSceneColors, type SceneProps } from './Scene';

/** One hand, palm up, from the left; the right hand is its mirror image. */
function Hand({ mirrored = false }: { mirrored?: boolean }) {
  const c = useSceneColors();
  return (
    <g transform={mirrored ? 'translate(400 0) scale(-1 1)' : undefined}>
      <path d="M30 318 92 236l34 26-58 80Z" fill={c.primaryDark} />
      <path
        d="M96 232c14-8 30-10 44-18 8-16 16-30 28-28 10 2 8 18 0 30-4 6-2 9 6 9h22c9 0 10 28-3 32-30 6-66 18-92 16-14-1-26-12-24-41Z"
        fill={c.primary}
      />
      <path d="M178 240h16M172 250l20-1" stroke={c.sage} strokeWidth="3.5" strokeLinecap="round" />
    </g>
  );
}

/** Two open hands holding up a heart. */
export function CaringHands(props: SceneProps) {
  const c = useSceneColors();
  return (
    <Scene {...props}>
      <circle cx="200" cy="140" r="92" fill={c.accentTint} />
      <path
        d="M200 214s-58-34-58-76c0-20 15-33 31-33 12 0 22 7 27 17 5-10 15-17 27-17 16 0 31 13 31 33 0 42-58 76-58 76Z"
        fill={c.accent}
      />
      <path
        d="M92 92s-10-6-10-13a5 5 0 0 1 10-3 5 5 0 0 1 10 3c0 7-10 13-10 13ZM310 70s-8-5-8-11a4 4 0 0 1 8-2 4 4 0 0 1 8 2c0 6-8 11-8 11Z"
        fill={c.primary}
      />
      <Hand />
      <Hand mirrored />
    </Scene>
  );
}
