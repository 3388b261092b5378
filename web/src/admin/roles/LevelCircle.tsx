import type { PermissionLevel } from '@strata/api/contract/permission-mask';

/**
 * A permission level as Dataverse draws it: an empty circle for none, a quarter for user, a
 * half for team (business unit), a full circle for organisation. Decorative: the cell or row
 * around it carries the level's name.
 */
export function LevelCircle({ level, size = 16 }: { level: PermissionLevel; size?: number }) {
  const r = 7;
  // the filled part as a pie slice from 12 o'clock, clockwise
  const slice = (fraction: number) => {
    const angle = 2 * Math.PI * fraction;
    const x = 8 + r * Math.sin(angle);
    const y = 8 - r * Math.cos(angle);
    return `M8 8 L8 ${8 - r} A${r} ${r} 0 ${fraction > 0.5 ? 1 : 0} 1 ${x.toFixed(3)} ${y.toFixed(3)} Z`;
  };
  return (
    <svg
      className="level-circle"
      data-level={level}
      width={size}
      height={size}
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="8" cy="8" r={r} fill="none" stroke="currentColor" strokeWidth="1.5" />
      {level === 3 && <circle cx="8" cy="8" r={r} fill="currentColor" />}
      {level === 1 && <path d={slice(0.25)} fill="currentColor" />}
      {level === 2 && <path d={slice(0.5)} fill="currentColor" />}
    </svg>
  );
}
