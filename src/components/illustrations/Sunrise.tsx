import { Scene, useSceneColors, type SceneProps } from './Scene';

/** The sun coming up over soft hills: a new day at home. */
export function Sunrise(props: SceneProps) {
  const c = useSceneColors();
  const rays = [-60, -30, 0, 30, 60];
  return (
    <Scene {...props}>
      <circle cx="200" cy="206" r="118" fill={c.accentTint} />
      <g stroke={c.accent} strokeWidth="8" strokeLinecap="round">
        {rays.map((angle) => (
          <line
            key={angle}
            x1="200"
            y1="106"
            x2="200"
            y2="78"
            transform={`rotate(${angle} 200 206)`}
          />
        ))}
      </g>
      <circle cx="200" cy="206" r="74" fill={c.accent} />
      <path d="M0 218c60-26 120-20 180 0s150 24 220-8v110H0Z" fill={c.sage} />
      <path d="M0 262c90-40 180-30 260-6 60 18 110 10 140-2v66H0Z" fill={c.primary} />
      <path
        d="M206 326c-8-34 16-50 40-64 10-6 20-10 34-12-30 14-52 34-40 76Z"
        fill={c.accentSoft}
      />
      <path
        d="M98 92q8-8 16 0q8-8 16 0M282 70q7-7 14 0q7-7 14 0"
        fill="none"
        stroke={c.primary}
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    </Scene>
  );
}
